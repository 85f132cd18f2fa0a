/**
 * The design's values: the one file where a colour, a size or a radius is written. MUI's theme is
 * built from them (`app/theme/theme.ts`), and `token-css.ts` writes each as a custom property of
 * the page at build time (`--c-text`, `--fs-base`, `--space`...), which every stylesheet of ours
 * (`*.module.css`) reads: docs/styling.md.
 */

/**
 * The type scale: every font size on screen. A stylesheet names a size by its custom property,
 * `font-size: var(--fs-base)` (token-css.ts); a test refuses any other size in a stylesheet and
 * lint a literal size in a script, so a new size is a decision made here, not a one-off.
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
  /** Icons, in px: from the clock beside a countdown to the done screen's check (`alert`: MUI's Alert). */
  icon: { xs: 16, alert: 22, sm: 28, md: 40, lg: 48, xl: 64, xxl: 72 },
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

/**
 * The palette, once per colour scheme: the only place a colour is written. The page follows the
 * phone's scheme (`prefers-color-scheme`). `colors` below names each as the CSS custom property
 * the page defines for both schemes (token-css.ts writes them into index.html at build time), so
 * every stylesheet, `sx` value and the shell change together; MUI's theme is built from these
 * custom properties too (app/theme/theme.ts): one copy of each colour. Text colours meet 4.5:1 on the surfaces they
 * sit on, in both schemes.
 */
const light = {
  primary: '#5B4CF5',
  /** Text and icons on a `primary` fill. */
  onPrimary: '#FFFFFF',
  /** MUI's own `primary.dark` for this main colour (its palette darkens by 0.3). */
  primaryDark: 'rgb(63, 53, 171)',
  primaryLight: '#EEEBFF',
  /** The border of an outlined primary chip: the main colour at 70 %. */
  primaryOutline: 'rgba(91, 76, 245, 0.7)',
  /** A link's underline, as MUI's Link draws it: the main colour at 40 %. */
  primaryUnderline: 'rgba(91, 76, 245, 0.4)',
  /** A primary button under the pointer. */
  primaryHover: '#4A3BE0',
  secondary: '#1F2230',
  /** A secondary (tinted) button under the pointer. */
  secondaryHover: '#E1DCFF',
  positive: '#12A150',
  positiveLight: '#E3F6EA',
  /** Text in the positive colour: `positive` is below WCAG AA's 4.5:1 for small text. */
  positiveDark: '#0E7C3E',
  warning: '#E5484D',
  warningLight: '#FDECEC',
  warningDark: '#C62A2F',
  text: '#1F2230',
  textSecondary: '#5F6270',
  background: '#F5F6F8',
  paper: '#FFFFFF',
  divider: '#E6E7EB',
  /** The border of a field at rest (MUI's outlined input). */
  fieldBorder: 'rgba(0, 0, 0, 0.23)',
  /**
   * An info or warning message box (MUI's standard Alert): its fill, text and icon, as MUI derived
   * them from its palette for each scheme before the theme read these tokens (issue 52).
   */
  infoSurface: '#E5F6FD',
  infoText: '#014361',
  infoIcon: '#0288D1',
  warningSurface: '#FEFDFD',
  warningText: '#655E5E',
  /** Surfaces a step away from the paper: a cover's placeholder, a track, a quiet panel. */
  grey100: '#F5F5F5',
  grey200: '#EEEEEE',
  grey400: '#BDBDBD',
  /** A snackbar's fill (the offline banner), with `paper` text on it. */
  grey900: '#212121',
  /** A floating surface's shadow (the offline banner). */
  shadow: 'rgba(0, 0, 0, 0.2)',
  /** MUI's `action.hover`. */
  hover: 'rgba(0, 0, 0, 0.04)',
  /** A pressed plain button's shade (twice the hover's). */
  pressed: 'rgba(0, 0, 0, 0.08)',
  /** MUI's `action.active`: an icon button's colour. */
  iconAction: 'rgba(0, 0, 0, 0.54)',
  disabledFill: '#D3D4DA',
  disabledFillLight: '#EEEFF2',
  disabledText: '#9A9CA5',
  /** The border of a line-secondary button and of a disabled line-primary one. */
  lineBorder: '#D3D4DA',
  /** A rule on a `primary` fill (the settlement summary). */
  onPrimaryRule: 'rgba(255, 255, 255, 0.3)',
  /** Behind an image being cropped: dark in both schemes, so the photo stands out. */
  imageBackdrop: '#212121',
  /** The signature pad stays paper-white in both schemes, so the ink reads as ink. */
  signaturePaper: '#FFFFFF',
  signatureInk: '#1F2230',
};

export type ColorName = keyof typeof light;

const dark: Record<ColorName, string> = {
  primary: '#9A90FF',
  onPrimary: '#14121F',
  primaryDark: '#C3BDFF',
  primaryLight: '#2A2652',
  primaryOutline: 'rgba(154, 144, 255, 0.7)',
  primaryUnderline: 'rgba(154, 144, 255, 0.5)',
  primaryHover: '#B1A9FF',
  secondary: '#E4E5EC',
  secondaryHover: '#36316A',
  positive: '#2BC06A',
  positiveLight: '#13301F',
  positiveDark: '#5FDC95',
  warning: '#FF6B6F',
  warningLight: '#3A1A1C',
  warningDark: '#FF9194',
  text: '#ECEDF2',
  textSecondary: '#A6A9B6',
  background: '#0E1014',
  paper: '#181B22',
  divider: '#2C303B',
  fieldBorder: 'rgba(255, 255, 255, 0.28)',
  infoSurface: '#071318',
  infoText: '#B8E7FB',
  infoIcon: '#29B6F6',
  warningSurface: '#050202',
  warningText: '#B0A3A4',
  grey100: '#20232B',
  grey200: '#2A2D36',
  grey400: '#5A5E6B',
  grey900: '#E6E7EB',
  shadow: 'rgba(0, 0, 0, 0.6)',
  hover: 'rgba(255, 255, 255, 0.06)',
  pressed: 'rgba(255, 255, 255, 0.12)',
  iconAction: 'rgba(255, 255, 255, 0.72)',
  disabledFill: '#3A3E4A',
  disabledFillLight: '#262932',
  disabledText: '#8C8F9C',
  lineBorder: '#3A3E4A',
  onPrimaryRule: 'rgba(20, 18, 31, 0.3)',
  imageBackdrop: '#000000',
  signaturePaper: '#FFFFFF',
  signatureInk: '#1F2230',
};

/** Each scheme's values: for MUI's theme, the page's custom properties and `theme-color`. */
export const colorSchemes = { light, dark } as const;

/** The custom property that holds a colour: `primaryDark` → `--c-primary-dark`. */
export const colorVar = (name: ColorName) =>
  `--c-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Every colour as the page's custom property, `var(--c-text)`: what stylesheets and `sx` use, so
 * the same rule is right in both schemes.
 */
export const colors = Object.fromEntries(
  (Object.keys(light) as ColorName[]).map((name) => [name, `var(${colorVar(name)})`]),
) as Record<ColorName, string>;

/** The buttons' colours, by their role in the theme's Button variants and the static buttons. */
export const buttonColors = {
  primaryHover: colors.primaryHover,
  secondaryHover: colors.secondaryHover,
  disabledFill: colors.disabledFill,
  disabledFillLight: colors.disabledFillLight,
  disabledText: colors.disabledText,
  lineBorder: colors.lineBorder,
} as const;

/**
 * The buttons' sizes (MUI's Button `size`): least height (a label wraps at large text), type
 * size and side padding.
 */
export const buttonSizes = {
  big: { minHeight: 56, fontSize: fontSizes.title },
  medium: { minHeight: 48, fontSize: fontSizes.lg, padding: '0 20px' },
  small: { minHeight: 36, fontSize: fontSizes.md, padding: '0 14px' },
  extra: { minHeight: 28, fontSize: fontSizes.sm, padding: '0 10px' },
} as const;
export const buttonRadiusPx = 10;

/** Spec §9 layout constants. */
export const layout = {
  maxWidth: 540,
  headerHeight: '3.5rem',
  /** 65 px at the default text size, growing with the labels' text (the icons stay 24 px). */
  tabBarHeight: 'calc(41px + 1.5rem)',
} as const;

/** MUI's spacing unit (`p: 1.5` is 12 px) and the theme's corner radius (`borderRadius: 3` is 30 px). */
export const spacingPx = 8;
export const radiusPx = 10;

/**
 * Body text as MUI's Typography draws it: `body1` (a Typography with no variant) and `body2`,
 * each a font size and this line height (shared/ui/text.module.css composes them). No letter
 * spacing: MUI adds its own only with its default Roboto stack, and the theme's family is the
 * page's own (`var(--font-sans)`).
 */
export const lineHeights = { body1: 1.5, body2: 1.43 } as const;
