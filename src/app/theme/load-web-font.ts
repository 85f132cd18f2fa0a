import { whenIdleAfterLoad } from '@/shared/lib/when-idle-after-load';

/**
 * Pretendard, never on the critical path and never swapped in under the reader's eyes.
 *
 * - First visit: the page is drawn in the phone's own Korean face (system-fonts.ts: Noto Sans
 *   CJK KR, Apple SD Gothic Neo, Noto Sans KR, Malgun Gothic). Seconds after the page has loaded,
 *   when the main thread is idle, the face's stylesheet is registered and the subsets for the text
 *   on screen are downloaded into the HTTP cache; no element uses the face yet, so nothing is laid
 *   out again.
 * - Later visits: the subsets are cached, so the face is put in front of the stack from the first
 *   render (class `web-font` on <html>, read by theme.ts) and arrives within the first frames.
 *
 * Measured (README, Performance): the render-blocking stylesheet had cost ~140 ms of FCP, and
 * swapping the face in during the first visit two whole-page relayouts.
 */
export const WEB_FONT_CLASS = 'web-font';
const CACHED_KEY = 'webFontCached';

function remember() {
  try {
    localStorage.setItem(CACHED_KEY, '1');
  } catch {
    // Private mode or a full quota: the next visit warms the cache again, nothing else.
  }
}

function cachedBefore() {
  try {
    return localStorage.getItem(CACHED_KEY) === '1';
  } catch {
    return false;
  }
}

const registerFace = () => import(/* webpackChunkName: "web-font" */ './fonts');

/** Downloads the subsets the current screen's text needs, without drawing anything in them. */
async function warmCache() {
  await registerFace();
  const sample = `${document.body.innerText.slice(0, 4000)}0123456789,.원`;
  await document.fonts.load("1em 'Pretendard Variable'", sample);
  remember();
}

/**
 * The warm-up only serves the next visit, so it waits well past the load event: on a slow phone the
 * first screen's data and images are still arriving then, and ~160 KB of font must not compete.
 */
const WARM_UP_DELAY_MS = 5000;

export function loadWebFont() {
  if (cachedBefore()) {
    document.documentElement.classList.add(WEB_FONT_CLASS);
    void registerFace().catch(() => {
      // The system face is already in the stack behind it.
    });
    return;
  }
  whenIdleAfterLoad(() => {
    warmCache().catch(() => {
      // Offline or a failed chunk: this visit and the next keep the system face.
    });
  }, WARM_UP_DELAY_MS);
}
