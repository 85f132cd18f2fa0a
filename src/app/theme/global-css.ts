import { staticCss } from '@/shared/ui/static-css';
import { colors, fontWeights } from '@/shared/ui/tokens';
import { WEB_FONT_CLASS } from '@/app/boot/load-web-font';
import { SYSTEM_FONTS } from './system-fonts';

// The page's global styles: MUI's CssBaseline as it drew them with the theme's values, and the
// app's own, as a static stylesheet (static-css.ts) written when main.tsx first evaluates this,
// before the first render. CssBaseline needs MUI's theme and emotion, which are not on the first
// download (shared/ui/mui-theme-scope.ts). In <head> before any emotion style, as CssBaseline's
// were: an MUI component's own rules still come later and win a tie (ButtonBase's outline).
// - `--font-sans`: the stack in a custom property, so load-web-font.ts can put Pretendard in front
//   of it on visits where the face is already cached, without rebuilding a single style.
// - keep-all keeps Korean words whole; anywhere still breaks a run too long for the line (a
//   300-character title, a pasted link) instead of pushing the page sideways.
// - Form controls take the page's face: the browser's own for a button is Arial at 13.33 px, in
//   which a Korean label went through the per-glyph fallback and never got Pretendard.
// - A visible ring wherever keyboard focus lands (MUI's ripples alone are not a focus indicator).
staticCss(
  'global',
  `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%;text-size-adjust:100%;--font-sans:${SYSTEM_FONTS}}
html.${WEB_FONT_CLASS}{--font-sans:'Pretendard Variable',${SYSTEM_FONTS}}
*,*::before,*::after{box-sizing:inherit}
strong,b{font-weight:${fontWeights.bold}}
body{margin:0;color:${colors.text};font-family:var(--font-sans);font-weight:${fontWeights.regular};font-size:1rem;line-height:1.5;background-color:${colors.background};word-break:keep-all;overflow-wrap:anywhere;overscroll-behavior-y:none}
@media print{body{background-color:#fff}}
body::backdrop{background-color:${colors.background}}
button,input,select,textarea{font-family:inherit}
:focus-visible{outline:2px solid ${colors.primary};outline-offset:2px}`,
);
