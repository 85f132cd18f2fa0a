import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache for MUI's styles, with a key of its own (`mui`) and written at index.html's
 * `emotion-insertion-point`, before our stylesheet: a class of ours beats MUI's rule of the same
 * weight (docs/styling.md).
 *
 * Not MUI's `StyledEngineProvider injectFirst`: its cache has emotion's default key, `css`, and
 * emotion's own default cache (made when @emotion/react loads) takes every `css` style the
 * prerendered login.html carries and moves it to the end of <head>, after ours; the next cache moved
 * them back. The login form jumped twice while React took over (a layout shift). Under `mui`, the
 * default cache leaves them where the prerender put them.
 */
export const MUI_STYLE_KEY = 'mui';

let browserCache: EmotionCache | undefined;

/** One cache for the page in the browser; a fresh one for each render in Node (the prerender). */
export function muiEmotionCache(): EmotionCache {
  if (typeof document === 'undefined') return createCache({ key: MUI_STYLE_KEY });
  browserCache ??= createCache({
    key: MUI_STYLE_KEY,
    insertionPoint:
      document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined,
  });
  return browserCache;
}
