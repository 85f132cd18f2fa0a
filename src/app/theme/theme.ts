import { createTheme } from '@mui/material/styles';
import type {} from '@mui/material/Button';
import {
  buttonColors,
  buttonRadiusPx,
  buttonSizes,
  colors,
  fontSizes,
  fontWeights,
  radiusPx,
} from '@/shared/ui/tokens';

declare module '@mui/material/styles' {
  interface Palette {
    positive: Palette['primary'];
  }
  interface PaletteOptions {
    positive?: PaletteOptions['primary'];
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

const primary = colors.primary;

/**
 * MUI's palette, as our tokens' custom properties (`var(--c-primary)`): the page's own colours,
 * which flip with `prefers-color-scheme` (tokens.ts), so MUI's components change scheme with the
 * page and MUI writes no colour properties of its own, in the HTML or at run time. What MUI derives
 * from a colour (a hover's tint, a ripple's alpha) it writes as CSS relative colours and
 * `color-mix()` on these (`colorSpace`), not by computing a value in JavaScript.
 */
const warning = {
  main: colors.warning,
  light: colors.warningLight,
  dark: colors.warningDark,
  contrastText: colors.onPrimary,
};

const palette = {
  primary: {
    main: colors.primary,
    light: colors.primaryLight,
    dark: colors.primaryDark,
    contrastText: colors.onPrimary,
  },
  secondary: { main: colors.secondary, contrastText: colors.paper },
  // `dark` is the text colour: main on paper is below WCAG AA's 4.5:1 for small text.
  positive: {
    main: colors.positive,
    light: colors.positiveLight,
    dark: colors.positiveDark,
    contrastText: colors.onPrimary,
  },
  warning,
  // An error is drawn in the warning colour (a field's error hint, an error Alert).
  error: warning,
  text: { primary: colors.text, secondary: colors.textSecondary, disabled: colors.disabledText },
  background: { default: colors.background, paper: colors.paper },
  divider: colors.divider,
  action: {
    hover: colors.hover,
    active: colors.iconAction,
    disabled: colors.disabledText,
    disabledBackground: colors.disabledFill,
  },
  grey: { 100: colors.grey100, 200: colors.grey200, 400: colors.grey400, 900: colors.grey900 },
};

/**
 * One `createTheme` call: each costs ~60 ms of startup at Lighthouse's 4× CPU slowdown.
 * One palette for both colour schemes (above); `sx` keys such as 'text.secondary' read it.
 * Button variants primary, secondary, line-primary, line-secondary and sizes
 * big (full-width call to action), medium, small and extra (the compact in-card button).
 */
export const theme = createTheme({
  palette,
  // MUI's colour arithmetic in CSS (`oklch(from …)`, `color-mix(in oklch, …)`): Chrome 119+,
  // Safari 16.4+, Firefox 128+, inside the browsers list (package.json). Not in MUI 9's types.
  ...({ colorSpace: 'oklch' } as object),
  typography: {
    // The phone's own faces, from the custom property index.html sets (app/theme/system-fonts.ts).
    fontFamily: 'var(--font-sans)',
    // Two weights, regular and bold (`fontWeights` above): MUI's light and medium are mapped
    // onto them, so its own components (an Alert's title, a filled Alert) ask for no third.
    fontWeightLight: fontWeights.regular,
    fontWeightRegular: fontWeights.regular,
    fontWeightMedium: fontWeights.bold,
    fontWeightBold: fontWeights.bold,
    button: { textTransform: 'none', fontWeight: fontWeights.bold },
    h1: { fontSize: fontSizes.h1, fontWeight: fontWeights.bold },
    h2: { fontSize: fontSizes.h2, fontWeight: fontWeights.bold },
    h3: { fontSize: fontSizes.h3, fontWeight: fontWeights.bold },
  },
  shape: { borderRadius: radiusPx },
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
    // An upcoming step: MUI draws its number in white on a light grey circle (2.6:1). Here the
    // number is the secondary text on the quietest grey, 4.5:1 or more in both schemes, and its
    // `color` is that of the number, which is what a contrast checker (HTML_CodeSniffer) reads.
    MuiStepIcon: {
      styleOverrides: {
        root: {
          '&:not(.Mui-active):not(.Mui-completed)': {
            color: colors.grey200,
            '& .MuiStepIcon-text': { fill: colors.textSecondary, color: colors.textSecondary },
          },
        },
      },
    },
    MuiDialogContentText: {
      styleOverrides: { root: { textAlign: 'center', fontSize: fontSizes.base } },
    },
    // What MUI's light palette would derive for a light page, written for both schemes instead:
    // a standard Alert's fill and text, and a field's border (the page's tokens flip them).
    MuiAlert: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { variant: 'standard', severity: 'info' },
              style: {
                backgroundColor: colors.infoSurface,
                color: colors.infoText,
                '& .MuiAlert-icon': { color: colors.infoIcon },
              },
            },
            ...(['warning', 'error'] as const).map((severity) => ({
              props: { variant: 'standard' as const, severity },
              style: {
                backgroundColor: colors.warningSurface,
                color: colors.warningText,
                '& .MuiAlert-icon': { color: colors.warning },
              },
            })),
          ],
        },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: { notchedOutline: { borderColor: colors.fieldBorder } },
    },
    // A field is disabled while its form is sending; its hint is still read, so it stays readable
    // (MUI's disabled grey is 2.6:1 on white).
    MuiFormHelperText: {
      styleOverrides: {
        root: {
          '&.Mui-disabled': { color: colors.textSecondary },
          // A field's error is text: the warning colour's darker shade, as the progress figure
          // (4.5:1); the warning colour itself is 3.9:1 on white.
          '&.Mui-error': { color: colors.warningDark },
        },
      },
    },
    // The label of a field in error, likewise.
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-error': { color: colors.warningDark } } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true, variant: 'primary', size: 'medium' },
      styleOverrides: {
        root: { borderRadius: buttonRadiusPx, minWidth: 0, whiteSpace: 'nowrap' },
      },
      variants: [
        {
          props: { variant: 'primary' },
          style: {
            backgroundColor: primary,
            color: colors.onPrimary,
            '&:hover': { backgroundColor: buttonColors.primaryHover },
            '&.Mui-disabled': { backgroundColor: buttonColors.disabledFill, color: colors.paper },
          },
        },
        {
          props: { variant: 'secondary' },
          style: {
            backgroundColor: colors.primaryLight,
            color: primary,
            '&:hover': { backgroundColor: buttonColors.secondaryHover },
            '&.Mui-disabled': {
              backgroundColor: buttonColors.disabledFillLight,
              color: buttonColors.disabledText,
            },
          },
        },
        {
          props: { variant: 'line-primary' },
          style: {
            border: `1px solid ${primary}`,
            color: primary,
            backgroundColor: colors.paper,
            '&.Mui-disabled': {
              borderColor: buttonColors.lineBorder,
              color: buttonColors.disabledText,
            },
          },
        },
        {
          props: { variant: 'line-secondary' },
          style: {
            border: `1px solid ${buttonColors.lineBorder}`,
            color: colors.text,
            backgroundColor: colors.paper,
            '&.Mui-disabled': { color: buttonColors.disabledText },
          },
        },
        { props: { size: 'big' }, style: { ...buttonSizes.big, width: '100%' } },
        { props: { size: 'medium' }, style: buttonSizes.medium },
        { props: { size: 'small' }, style: buttonSizes.small },
        { props: { size: 'extra' }, style: { ...buttonSizes.extra, borderRadius: 8 } },
      ],
    },
  },
});
