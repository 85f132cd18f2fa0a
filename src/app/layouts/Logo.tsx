import { staticCss } from '@/shared/ui/static-css';
import { colors, fontSizes, fontWeights } from '@/shared/ui/tokens';

staticCss(
  'app-logo',
  `.app-logo{display:flex;align-items:center;gap:6px;color:${colors.primary}}
.app-logo__note{fill:${colors.onPrimary}}
.app-logo__name{font-weight:${fontWeights.bold};font-size:${fontSizes.h3};letter-spacing:-0.02em;color:${colors.text}}`,
);

/** Wordmark: a note in a coin, and the service name. */
export function Logo() {
  return (
    <span className="app-logo">
      <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true" focusable="false">
        <circle cx="13" cy="13" r="12" fill="currentColor" />
        <path
          d="M11 7.5v8.2a2.6 2.6 0 1 0 1.6 2.4V10.4l4.4-1.2V7z"
          className="app-logo__note"
          transform="translate(-0.5 -0.5)"
        />
      </svg>
      <span className="app-logo__name">뮤직론</span>
    </span>
  );
}
