/**
 * The design's values, one source for MUI's theme (`app/theme/theme.ts` builds it from these) and
 * for the static stylesheets of the screens drawn most (`static-css.ts`), which cannot read the
 * theme at run time without paying emotion's per-render cost.
 */

/**
 * The type scale: every font size on screen. In `sx`, a size is named by its path here,
 * `fontSize: 'size.base'` (MUI resolves it from theme.typography); lint refuses a literal size
 * anywhere outside this file and the theme, so a new size is a decision made here, not a one-off.
 */
export const fontSizes = {
  /** Badges, chart legends. */
  xs: '0.75rem',
  /** Table figures, field messages, captions. */
  sm: '0.8125rem',
  /** Secondary lines, small buttons. */
  md: '0.875rem',
  /** Body text of cards, rows and notes. */
  base: '0.9375rem',
  /** Card titles, tabs, medium buttons. */
  lg: '1rem',
  /** Header and dialog titles, big buttons. */
  title: '1.0625rem',
  h3: '1.125rem',
  h2: '1.25rem',
  /** Headline amounts. */
  figure: '1.375rem',
  h1: '1.5rem',
  /** Icons, in px: from the clock beside a countdown to the done screen's check. */
  icon: { xs: 16, sm: 28, md: 40, lg: 48, xl: 64, xxl: 72 },
  /** SVG chart labels, in px (the chart's user units). */
  chart: { xs: 9, sm: 10, md: 11 },
} as const;

/**
 * The two font weights. Every system Korean face a first visit is drawn in has exactly these two
 * (Noto Sans CJK KR on Linux and Android, Malgun Gothic on Windows; Apple SD Gothic Neo has more),
 * so a 500, 600 or 800 was drawn as one of them anyway, and each weight on a screen is its own font
 * lookup: on Linux a synchronous call to the browser process, ~4-8 ms of the main thread each
 * while the page loads (docs/performance.md). Lint refuses any other weight outside this file.
 */
export const fontWeights = { regular: 400, bold: 700 } as const;

const primary = '#5B4CF5';

/** The palette (MUI's `theme.palette` is made of these). */
export const colors = {
  primary,
  /**
   * MUI's own `primary.dark` for this main colour (its palette darkens by 0.3), and below its
   * greys, written out: this file is on the first download, MUI is not (a test checks them).
   */
  primaryDark: 'rgb(63, 53, 171)',
  primaryLight: '#EEEBFF',
  /** The border of MUI's outlined primary Chip: the main colour at 70 %. */
  primaryOutline: 'rgba(91, 76, 245, 0.7)',
  /** A link's underline, as MUI's Link draws it: the main colour at 40 %. */
  primaryUnderline: 'rgba(91, 76, 245, 0.4)',
  secondary: '#1F2230',
  positive: '#12A150',
  positiveLight: '#E3F6EA',
  /** Text on white in the positive colour: `positive` is below WCAG AA's 4.5:1 for small text. */
  positiveDark: '#0E7C3E',
  warning: '#E5484D',
  warningLight: '#FDECEC',
  warningDark: '#C62A2F',
  text: '#1F2230',
  textSecondary: '#5F6270',
  background: '#F5F6F8',
  paper: '#FFFFFF',
  divider: '#E6E7EB',
  /** MUI's greys, as `grey.100`, `grey.200`, `grey.400` and `grey.900` in `sx`. */
  grey100: '#f5f5f5',
  grey200: '#eeeeee',
  grey400: '#bdbdbd',
  grey900: '#212121',
  /** MUI's `action.hover`. */
  hover: 'rgba(0, 0, 0, 0.04)',
  /** A pressed plain button's shade (twice the hover's). */
  pressed: 'rgba(0, 0, 0, 0.08)',
  /** MUI's `action.active`: an icon button's colour. */
  iconAction: 'rgba(0, 0, 0, 0.54)',
} as const;

/**
 * The buttons' colours beyond the palette: the theme's Button variants (primary, secondary,
 * line-primary, line-secondary) and the static button sheet (static-button.ts) both read these.
 */
export const buttonColors = {
  primaryHover: '#4A3BE0',
  secondaryHover: '#E1DCFF',
  disabledFill: '#D3D4DA',
  disabledFillLight: '#EEEFF2',
  disabledText: '#9A9CA5',
  /** The border of a line-secondary button and of a disabled line-primary one. */
  lineBorder: '#D3D4DA',
} as const;

/** The buttons' sizes (MUI's Button `size`): height, type size and side padding. */
export const buttonSizes = {
  big: { height: 56, fontSize: fontSizes.title },
  medium: { height: 48, fontSize: fontSizes.lg, padding: '0 20px' },
  small: { height: 36, fontSize: fontSizes.md, padding: '0 14px' },
  extra: { height: 28, fontSize: fontSizes.sm, padding: '0 10px' },
} as const;
export const buttonRadiusPx = 10;

/** Spec §9 layout constants. */
export const layout = {
  maxWidth: 540,
  headerHeight: '3.5rem',
  tabBarHeight: 65,
} as const;

/** MUI's spacing unit (`p: 1.5` is 12 px) and the theme's corner radius (`borderRadius: 3` is 30 px). */
export const spacingPx = 8;
export const radiusPx = 10;

/**
 * Body text as MUI's Typography draws it: `body1` (a Typography with no variant) and `body2`.
 * No letter spacing: MUI adds its own (0.00938em, 0.01071em) only with its default Roboto stack,
 * and the theme's family is the page's own (`var(--font-sans)`), so its Typography has none.
 */
export const bodyText = {
  body1: `font-size:${fontSizes.lg};line-height:1.5`,
  body2: `font-size:${fontSizes.md};line-height:1.43`,
} as const;
