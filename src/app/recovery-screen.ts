import { staticCss } from '@/shared/ui/static-css';
import { bodyText, colors, fontSizes, fontWeights } from '@/shared/ui/tokens';

// The not-found and route-error screens' frame: a title, a line and the way out, in a static
// stylesheet (static-css.ts), since both are drawn without MUI (docs/performance.md).
staticCss(
  'recovery-screen',
  `.recovery-screen{padding:80px 24px;text-align:center}
.recovery-screen__title{margin:0 0 8px;font-size:${fontSizes.h2};font-weight:${fontWeights.bold};line-height:1.2}
.recovery-screen__text{margin:0 0 24px;${bodyText.body1};color:${colors.textSecondary}}
.recovery-screen__actions{display:flex;gap:8px;justify-content:center}`,
);

export const RECOVERY_CLASS = {
  root: 'recovery-screen',
  title: 'recovery-screen__title',
  text: 'recovery-screen__text',
  actions: 'recovery-screen__actions',
} as const;
