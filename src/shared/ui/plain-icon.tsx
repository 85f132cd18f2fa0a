import { staticCss } from './static-css';
import { colors } from './tokens';

// Icons and icon buttons drawn on every screen as plain SVG and buttons with one static
// stylesheet (static-css.ts), sized and coloured as MUI's SvgIcon and IconButton draw them (its
// padding, the action colour, the hover shade), without emotion's work per element on each
// render. No ripple: a pressed button darkens, and a keyboard's focus gets the browser's ring.
staticCss(
  'plain-icon',
  `.plain-icon{display:inline-block;flex-shrink:0;width:1em;height:1em;font-size:1.5rem;fill:currentColor;user-select:none;transition:fill 200ms cubic-bezier(0.4,0,0.2,1)}
.plain-icon--small{font-size:1.25rem}
.icon-button{display:inline-flex;flex:0 0 auto;align-items:center;justify-content:center;position:relative;box-sizing:border-box;margin:0;padding:8px;border:0;border-radius:50%;background:transparent;color:${colors.iconAction};font-size:1.5rem;text-align:center;text-decoration:none;vertical-align:middle;cursor:pointer;user-select:none;-webkit-tap-highlight-color:transparent;transition:background-color 150ms cubic-bezier(0.4,0,0.2,1)}
@media (hover:hover){.icon-button:hover{background-color:${colors.hover}}}
.icon-button:active{background-color:${colors.pressed}}`,
);

/** The class of an icon button (a `<button>`, or a router link drawn as one). */
export const ICON_BUTTON_CLASS = 'icon-button';

/** An icon component from SVG paths in a 24 × 24 box (@mui/icons-material's paths). */
export function plainIcon(paths: string[]) {
  return function PlainIcon({ small = false, className }: { small?: boolean; className?: string }) {
    return (
      <svg
        className={['plain-icon', small && 'plain-icon--small', className]
          .filter(Boolean)
          .join(' ')}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}
