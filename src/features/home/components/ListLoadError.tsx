import { messages } from '@/features/home/messages';
import { buttonClass } from '@/shared/ui/static-button';
import { staticCss } from '@/shared/ui/static-css';
import { bodyText, colors, fontWeights, radiusPx, spacingPx } from '@/shared/ui/tokens';

// Plain elements and a static stylesheet (static-css.ts), as the rest of home: no MUI on its
// first download.
staticCss(
  'list-load-error',
  `.list-load-error{margin:${2 * spacingPx}px ${2.5 * spacingPx}px 0;padding:${2 * spacingPx}px;border-radius:${3 * radiusPx}px;background-color:${colors.warningLight};display:flex;align-items:center;gap:${1.5 * spacingPx}px}
.list-load-error__text{flex:1;min-width:0}
.list-load-error__text p{margin:0;${bodyText.body2}}
.list-load-error__title{font-weight:${fontWeights.bold}}
.list-load-error__detail{color:${colors.textSecondary}}`,
);

export interface ListLoadErrorProps {
  detail: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Shown above the (empty) sections when the list call failed, with a way to try again. */
export function ListLoadError({ detail, retrying, onRetry }: ListLoadErrorProps) {
  return (
    <div className="list-load-error" role="alert">
      <div className="list-load-error__text">
        <p className="list-load-error__title">{messages.loadFailed}</p>
        <p className="list-load-error__detail">{detail}</p>
      </div>
      <button
        type="button"
        className={buttonClass('line-primary', 'small')}
        onClick={onRetry}
        disabled={retrying}
      >
        다시 시도
      </button>
    </div>
  );
}
