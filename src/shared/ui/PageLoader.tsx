import { staticCss } from './static-css';
import { bodyText, colors } from './tokens';

// Drawn as MUI's CircularProgress and Typography drew it, in a static stylesheet
// (static-css.ts): the loading state is on the first download, MUI is not.
staticCss(
  'page-loader',
  `.page-loader{padding:64px 0;display:flex;flex-direction:column;align-items:center;gap:16px}
.page-loader__text{margin:0;${bodyText.body1};color:${colors.textSecondary}}
.spinner{display:inline-block;width:40px;height:40px;color:${colors.primary};animation:spinner-turn 1.4s linear infinite}
.spinner svg{display:block}
.spinner circle{stroke:currentColor;stroke-dasharray:80px,200px;stroke-dashoffset:0;animation:spinner-dash 1.4s ease-in-out infinite}
@keyframes spinner-turn{0%{transform:rotate(0deg)}100%{transform:rotate(360deg)}}
@keyframes spinner-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:1px,200px;stroke-dashoffset:-126px}}`,
);

/** MUI's indeterminate CircularProgress (40 px), as plain SVG. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="spinner" role="progressbar" aria-label={label}>
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/** Loading state with the spec's loading text (§8). */
export function PageLoader({ label = '데이터를 불러오는 중...' }: { label?: string }) {
  return (
    <div className="page-loader" role="status">
      <Spinner label={label} />
      <p className="page-loader__text">{label}</p>
    </div>
  );
}
