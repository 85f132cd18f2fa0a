import { readFileSync } from 'node:fs';

/** What the workshop's two picture runs share: its stories, the clock, and when a page is still. */

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}
const index = JSON.parse(
  readFileSync(`${process.env.WORKSHOP_DIR ?? 'storybook-static'}/index.json`, 'utf8'),
) as { entries: Record<string, IndexEntry> };

/** Every story of the built workshop but its own blank one. */
export const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.title.startsWith('Workshop/'),
);

/** A screen's loaded state: also drawn at 200 % text, and in WebKit (src/test/stories.tsx). */
export const isLoadedScreen = (story: IndexEntry) =>
  story.title.startsWith('Screens/') && story.name === 'Loaded';

// The clock every picture is drawn at (Korea time), so countdowns and dates hold still; the demo
// backend seeds its world from it too.
export const PICTURE_TIME = new Date('2026-11-02T10:00:00+09:00');

/**
 * Run in the page: resolves once it has stopped changing (no DOM mutation for `idleMs`), its
 * transitions have ended, its fonts are ready and every image is loaded and decoded. Self-contained,
 * so Playwright and WebDriver can both send it. The demo backend answers from the page itself
 * (MSW's worker) in a few milliseconds, so 200 ms without a change is a screen that has arrived.
 */
export async function settleInPage(idleMs = 200): Promise<void> {
  await new Promise<void>((resolve) => {
    let timer = window.setTimeout(done, idleMs);
    const observer = new MutationObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(done, idleMs);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    function done() {
      observer.disconnect();
      resolve();
    }
  });
  // A change of scheme may start transitions (a colour fading to the new one): to their end.
  await Promise.all(
    document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
  );
  await document.fonts.ready;
  // A lazy image below the screen would load while the whole page is captured, or never: every
  // image loads now, and is decoded before the picture.
  for (const image of document.images) image.loading = 'eager';
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
}
