import { staticCss } from './static-css';
import { buttonColors, buttonRadiusPx, buttonSizes, colors, fontWeights } from './tokens';

// The theme's Button (app/theme/theme.ts) as one static stylesheet, for the buttons of the
// screens drawn without MUI (home, a contract's page: app/boot/load-screen.ts) and of the states and
// layouts around every screen (loading, error and recovery states, the crop page's header
// action): MUI's Button and its theme are not on their download (docs/performance.md). Same
// box, type and colours as MUI draws them; no ripple: a press darkens, and keyboard focus gets
// the page's focus ring (CssBaseline's `:focus-visible`, global-css.ts).
const size = (name: keyof typeof buttonSizes, extra = '') => {
  const { height, fontSize } = buttonSizes[name];
  const padding = 'padding' in buttonSizes[name] ? `;padding:${buttonSizes[name].padding}` : '';
  return `.button--${name}{height:${height}px;font-size:${fontSize}${padding}${extra}}`;
};

staticCss(
  'button',
  `.button{display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;margin:0;padding:6px 16px;border:0;border-radius:${buttonRadiusPx}px;min-width:0;white-space:nowrap;font-family:var(--font-sans);font-weight:${fontWeights.bold};line-height:1.75;text-transform:none;text-decoration:none;vertical-align:middle;cursor:pointer;user-select:none;-webkit-tap-highlight-color:transparent;appearance:none;transition:background-color 250ms cubic-bezier(0.4,0,0.2,1),border-color 250ms cubic-bezier(0.4,0,0.2,1)}
.button:disabled{pointer-events:none;cursor:default}
.button--primary{background-color:${colors.primary};color:${colors.onPrimary}}
.button--primary:hover{background-color:${buttonColors.primaryHover}}
.button--primary:active{background-color:${colors.primaryDark}}
.button--primary:disabled{background-color:${buttonColors.disabledFill};color:${colors.paper}}
.button--line-primary{border:1px solid ${colors.primary};color:${colors.primary};background-color:${colors.paper}}
.button--line-primary:disabled{border-color:${buttonColors.lineBorder};color:${buttonColors.disabledText}}
.button--line-secondary{border:1px solid ${buttonColors.lineBorder};color:${colors.text};background-color:${colors.paper}}
.button--line-primary:active,.button--line-secondary:active{background-color:${colors.grey100}}
${size('big', ';width:100%')}
${size('medium')}
${size('small')}`,
);

/** A static button's class names: `<button className={buttonClass('primary', 'medium')}>`. */
export const buttonClass = (
  variant: 'primary' | 'line-primary' | 'line-secondary',
  sizeName: 'big' | 'medium' | 'small',
): string => `button button--${variant} button--${sizeName}`;
