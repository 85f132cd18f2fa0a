import { createTheme } from '@mui/material/styles';
import type {} from '@mui/material/Button';
import { WEB_FONT_CLASS } from './load-web-font';
import { SYSTEM_FONTS } from './system-fonts';

declare module '@mui/material/styles' {
  interface Palette {
    positive: Palette['primary'];
  }
  interface PaletteOptions {
    positive?: PaletteOptions['primary'];
  }
}

/**
 * The type scale: every font size on screen. In `sx`, a size is named by its path here,
 * `fontSize: 'size.base'` (MUI resolves it from theme.typography); lint refuses a literal size
 * anywhere outside this file, so a new size is a decision made here, not a one-off.
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
 * while the page loads (README, Performance). Lint refuses any other weight outside this file.
 */
export const fontWeights = { regular: 400, bold: 700 } as const;

declare module '@mui/material/styles' {
  interface TypographyVariants {
    size: typeof fontSizes;
  }
  interface TypographyVariantsOptions {
    size?: typeof fontSizes;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    primary: true;
    secondary: true;
    'line-primary': true;
    'line-secondary': true;
  }
  interface ButtonPropsSizeOverrides {
    big: true;
    extra: true;
  }
}

/** Spec §9 layout constants. */
export const layout = {
  maxWidth: 540,
  headerHeight: '3.5rem',
  tabBarHeight: 65,
} as const;

const primary = '#5B4CF5';
const positive = '#12A150';
const warning = '#E5484D';

/**
 * One `createTheme` call: each costs ~60 ms of startup at Lighthouse's 4× CPU slowdown.
 * Button variants primary, secondary, line-primary, line-secondary and sizes
 * big (full-width call to action), medium, small and extra (the compact in-card button).
 */
export const theme = createTheme({
  palette: {
    primary: { main: primary, light: '#EEEBFF', contrastText: '#FFFFFF' },
    secondary: { main: '#1F2230', contrastText: '#FFFFFF' },
    // `dark` is the text colour: main on white is below WCAG AA's 4.5:1 for small text.
    positive: { main: positive, light: '#E3F6EA', dark: '#0E7C3E', contrastText: '#FFFFFF' },
    warning: { main: warning, light: '#FDECEC', dark: '#C62A2F', contrastText: '#FFFFFF' },
    error: { main: warning },
    text: { primary: '#1F2230', secondary: '#5F6270' },
    background: { default: '#F5F6F8', paper: '#FFFFFF' },
    divider: '#E6E7EB',
  },
  typography: {
    // The stack lives in a custom property so load-web-font.ts can put Pretendard in front of
    // it, on visits where the face is already cached, without rebuilding a single style.
    fontFamily: 'var(--font-sans)',
    // Two weights, regular and bold (`fontWeights` above): MUI's light and medium are mapped
    // onto them, so its own components (an Alert's title, a filled Alert) ask for no third.
    fontWeightLight: fontWeights.regular,
    fontWeightRegular: fontWeights.regular,
    fontWeightMedium: fontWeights.bold,
    fontWeightBold: fontWeights.bold,
    button: { textTransform: 'none', fontWeight: fontWeights.bold },
    size: fontSizes,
    h1: { fontSize: fontSizes.h1, fontWeight: fontWeights.bold },
    h2: { fontSize: fontSizes.h2, fontWeight: fontWeights.bold },
    h3: { fontSize: fontSizes.h3, fontWeight: fontWeights.bold },
  },
  shape: { borderRadius: 10 },
  components: {
    // Spec §4: every dialog is a centred card with a centred bold title and centred text.
    MuiDialog: {
      styleOverrides: {
        // The paper takes focus for the focus trap; a ring around the whole card is noise.
        paper: { width: 'calc(100% - 48px)', maxWidth: 360, borderRadius: 40, outline: 'none' },
      },
    },
    MuiDialogTitle: {
      styleOverrides: {
        root: {
          textAlign: 'center',
          fontSize: fontSizes.title,
          fontWeight: fontWeights.bold,
          paddingTop: 24,
        },
      },
    },
    // MUI draws the current and the done steps' labels at 500; the current one is the bold one.
    MuiStepLabel: {
      styleOverrides: {
        label: {
          '&.Mui-active': { fontWeight: fontWeights.bold },
          '&.Mui-completed': { fontWeight: fontWeights.regular },
        },
      },
    },
    MuiDialogContentText: {
      styleOverrides: { root: { textAlign: 'center', fontSize: fontSizes.base } },
    },
    MuiCssBaseline: {
      styleOverrides: {
        html: { WebkitTextSizeAdjust: '100%', '--font-sans': SYSTEM_FONTS },
        [`html.${WEB_FONT_CLASS}`]: { '--font-sans': `'Pretendard Variable', ${SYSTEM_FONTS}` },
        // keep-all keeps Korean words whole; anywhere still breaks a run too long for the line (a
        // 300-character title, a pasted link) instead of pushing the page sideways.
        body: { wordBreak: 'keep-all', overflowWrap: 'anywhere', overscrollBehaviorY: 'none' },
        // Form controls take the page's face: the browser's own for a button is Arial at
        // 13.33 px, in which a ButtonBase's Korean label (home's filter chips) went through the
        // per-glyph fallback and never got Pretendard.
        'button, input, select, textarea': { fontFamily: 'inherit' },
        // A visible ring wherever keyboard focus lands (ripples alone are not a focus indicator).
        ':focus-visible': { outline: `2px solid ${primary}`, outlineOffset: 2 },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true, variant: 'primary', size: 'medium' },
      styleOverrides: {
        root: { borderRadius: 10, minWidth: 0, whiteSpace: 'nowrap' },
      },
      variants: [
        {
          props: { variant: 'primary' },
          style: {
            backgroundColor: primary,
            color: '#fff',
            '&:hover': { backgroundColor: '#4A3BE0' },
            '&.Mui-disabled': { backgroundColor: '#D3D4DA', color: '#FFFFFF' },
          },
        },
        {
          props: { variant: 'secondary' },
          style: {
            backgroundColor: '#EEEBFF',
            color: primary,
            '&:hover': { backgroundColor: '#E1DCFF' },
            '&.Mui-disabled': { backgroundColor: '#EEEFF2', color: '#9A9CA5' },
          },
        },
        {
          props: { variant: 'line-primary' },
          style: {
            border: `1px solid ${primary}`,
            color: primary,
            backgroundColor: '#fff',
            '&.Mui-disabled': { borderColor: '#D3D4DA', color: '#9A9CA5' },
          },
        },
        {
          props: { variant: 'line-secondary' },
          style: {
            border: '1px solid #D3D4DA',
            color: '#1F2230',
            backgroundColor: '#fff',
            '&.Mui-disabled': { color: '#9A9CA5' },
          },
        },
        { props: { size: 'big' }, style: { height: 56, fontSize: fontSizes.title, width: '100%' } },
        {
          props: { size: 'medium' },
          style: { height: 48, fontSize: fontSizes.lg, padding: '0 20px' },
        },
        {
          props: { size: 'small' },
          style: { height: 36, fontSize: fontSizes.md, padding: '0 14px' },
        },
        {
          props: { size: 'extra' },
          style: { height: 28, fontSize: fontSizes.sm, padding: '0 10px', borderRadius: 8 },
        },
      ],
    },
  },
});
