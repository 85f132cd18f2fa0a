/**
 * The phone's own faces, in which every visit is drawn: no web font (docs/decisions/046). One
 * source for `--font-sans`, which index.html sets and the theme and stylesheets read;
 * webpack.config.ts fills it in from here.
 *
 * 'Noto Sans CJK KR' is named first: it is the Korean face Linux ships, and Chromium there then
 * takes it directly. Without it, every family the machine lacks cost a font-configuration lookup
 * per weight, and Hangul went through the per-glyph system fallback: on /main, 5 alternating
 * Lighthouse rounds put style and layout at 564 → 284 ms (docs/performance.md). A device without
 * the face skips the name: iOS goes on to the Apple faces, Android to its own Noto fallback,
 * Windows to Malgun Gothic.
 */
export const SYSTEM_FONTS =
  "'Noto Sans CJK KR', -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";
