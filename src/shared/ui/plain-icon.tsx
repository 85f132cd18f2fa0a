import { staticCss } from './static-css';

// Icons drawn on every screen as plain SVG with one static stylesheet (static-css.ts), sized and
// coloured as MUI's SvgIcon draws them, without emotion's work per element on each render.
staticCss(
  'plain-icon',
  `.plain-icon{display:inline-block;flex-shrink:0;width:1em;height:1em;font-size:1.5rem;fill:currentColor;user-select:none;transition:fill 200ms cubic-bezier(0.4,0,0.2,1)}
.plain-icon--small{font-size:1.25rem}`,
);

/** An icon component from SVG paths in a 24 × 24 box (@mui/icons-material's paths). */
export function plainIcon(paths: string[]) {
  return function PlainIcon({ small = false }: { small?: boolean }) {
    return (
      <svg
        className={small ? 'plain-icon plain-icon--small' : 'plain-icon'}
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
