import { whenIdleAfterLoad } from '@/shared/lib/when-idle-after-load';

/**
 * Pretendard, never on the critical path and never swapped in under the reader's eyes.
 *
 * - First visit: the page is drawn in the phone's own Korean face (system-fonts.ts: Noto Sans
 *   CJK KR, Apple SD Gothic Neo, Noto Sans KR, Malgun Gothic). Seconds after the page has loaded,
 *   when the main thread is idle, the face's stylesheet is registered and the subsets for the text
 *   on screen are downloaded into the HTTP cache; no element uses the face yet, so nothing is laid
 *   out again. The stylesheet's and a font file's addresses and Date headers are remembered.
 * - Later visits: if those files are still in the HTTP cache (their stored copies answer before a
 *   short deadline, with the Date header the warm-up saw), the face is put in front of the stack
 *   from the first render (class `web-font` on <html>, read by global.css) and arrives within the
 *   first frames.
 * - A later visit whose cache was emptied (a phone short of space evicts the HTTP cache long
 *   before localStorage; Lighthouse clears it before every run) is a first visit again. Trusting
 *   the old flag had downloaded ~160 KB of font beside the first screen: /main's Lighthouse LCP
 *   was 3.5-3.6 s on every run after the first in one browser, against ~2.4 s.
 *
 * Measured (docs/decisions/018): the render-blocking stylesheet had cost ~140 ms of FCP, swapping
 * the face in during the first visit two whole-page relayouts, and the platform's own answer,
 * `font-display: optional` with the stylesheet there from the start, was worse than both (TBT
 * +40 %, style and layout +50 %: the subsets download and are laid out beside the first screen).
 */
export const WEB_FONT_CLASS = 'web-font';
export const WEB_FONT_CACHED_KEY = 'webFontCached';

/** A file the warm-up left in the HTTP cache, with the Date header the cache holds it with. */
interface CachedFile {
  url: string;
  date: string;
}

function remember(files: CachedFile[]) {
  try {
    localStorage.setItem(WEB_FONT_CACHED_KEY, JSON.stringify(files));
  } catch {
    // Private mode or a full quota: the next visit warms the cache again, nothing else.
  }
}

function forget() {
  try {
    localStorage.removeItem(WEB_FONT_CACHED_KEY);
  } catch {
    // Nothing was stored, then.
  }
}

const isCachedFile = (file: unknown): file is CachedFile =>
  typeof file === 'object' &&
  file !== null &&
  typeof (file as CachedFile).url === 'string' &&
  typeof (file as CachedFile).date === 'string';

/** The files a past visit left in the cache; none if it never did (or wrote the old '1'). */
function rememberedFiles(): CachedFile[] {
  try {
    const files: unknown = JSON.parse(localStorage.getItem(WEB_FONT_CACHED_KEY) ?? 'null');
    return Array.isArray(files) && files.length > 0 && files.every(isCachedFile) ? files : [];
  } catch {
    return [];
  }
}

const registerFace = () => import(/* webpackChunkName: "web-font" */ '@/app/theme/fonts');

/** The face's stylesheet and one of its font files, as this visit downloaded them. */
function faceUrls(): string[] {
  const sheet = Array.from(document.styleSheets).find((s) => {
    try {
      return (
        Boolean(s.href) && Array.from(s.cssRules).some((r) => r.cssText.includes('Pretendard'))
      );
    } catch {
      return false;
    }
  });
  const font = performance
    .getEntriesByType('resource')
    .find((entry) => /\.woff2(\?|$)/.test(entry.name));
  return sheet?.href && font ? [sheet.href, font.name] : [];
}

/** Downloads the subsets the current screen's text needs, without drawing anything in them. */
async function warmCache() {
  await registerFace();
  const sample = `${document.body.innerText.slice(0, 4000)}0123456789,.원`;
  await document.fonts.load("1em 'Pretendard Variable'", sample);
  // Read back from the cache: the Date header a later visit will find on the stored copy.
  const files = await Promise.all(
    faceUrls().map(async (url) => {
      const answer = await fetch(url, { cache: 'force-cache', mode: 'same-origin' });
      return { url, date: answer.headers.get('date') ?? '' };
    }),
  );
  if (files.length > 0 && files.every((file) => file.date)) remember(files);
}

/** A copy from the disk cache answers in a few milliseconds; the network, on a phone, does not. */
const PROBE_DEADLINE_MS = 150;

/**
 * Whether every file is still the copy the warm-up left in the HTTP cache. Asked with
 * `force-cache`, which answers from the cache when it can: a stored copy keeps the Date it was
 * sent with, an answer from the network carries a new one. Whatever came from the network, and
 * anything slower than the deadline, is cut off; unlike `only-if-cached`, whose every miss
 * Chromium logs as a console error, an aborted request logs nothing.
 */
async function stillCached(files: CachedFile[]): Promise<boolean> {
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), PROBE_DEADLINE_MS);
  try {
    const answers = await Promise.all(
      files.map(({ url }) =>
        fetch(url, { cache: 'force-cache', mode: 'same-origin', signal: controller.signal }),
      ),
    );
    return answers.every((answer, i) => answer.ok && answer.headers.get('date') === files[i].date);
  } catch {
    return false;
  } finally {
    clearTimeout(deadline);
    // The bodies are not needed: a download from the network stops here.
    controller.abort();
  }
}

/** The warm-up only serves the next visit: ~160 KB of font must not compete with the first screen. */
function warmUpLater() {
  whenIdleAfterLoad(() => {
    warmCache().catch(() => {
      // Offline or a failed chunk: this visit and the next keep the system face.
    });
  });
}

/**
 * Starts at boot. Returns the function to call just before the first render: from then on the
 * choice of face for this visit is made, so an answer from the cache that comes later changes
 * nothing on screen (no swap).
 */
export function loadWebFont(): () => void {
  const files = rememberedFiles();
  if (files.length === 0) {
    warmUpLater();
    return () => undefined;
  }
  let decided = false;
  void stillCached(files).then((cached) => {
    if (decided) return;
    decided = true;
    if (cached) {
      document.documentElement.classList.add(WEB_FONT_CLASS);
      void registerFace().catch(() => {
        // The system face is already in the stack behind it.
      });
    } else {
      forget();
      warmUpLater();
    }
  });
  return () => {
    if (decided) return;
    decided = true;
    warmUpLater();
  };
}
