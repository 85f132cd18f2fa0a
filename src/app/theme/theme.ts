import { createTheme } from '@mui/material/styles';
import type {} from '@mui/material/Button';
import {
  buttonColors,
  buttonRadiusPx,
  buttonSizes,
  colors,
  colorSchemes,
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

/** MUI's palette for one scheme, from that scheme's values (tokens.ts `colorSchemes`). */
function paletteOf(scheme: (typeof colorSchemes)['light' | 'dark']) {
  return {
    primary: {
      main: scheme.primary,
      light: scheme.primaryLight,
      dark: scheme.primaryDark,
      contrastText: scheme.onPrimary,
    },
    secondary: { main: scheme.secondary, contrastText: scheme.paper },
    // `dark` is the text colour: main on paper is below WCAG AA's 4.5:1 for small text.
    positive: {
      main: scheme.positive,
      light: scheme.positiveLight,
      dark: scheme.positiveDark,
      contrastText: scheme.onPrimary,
    },
    warning: {
      main: scheme.warning,
      light: scheme.warningLight,
      dark: scheme.warningDark,
      contrastText: scheme.onPrimary,
    },
    error: { main: scheme.warning, dark: scheme.warningDark },
    text: { primary: scheme.text, secondary: scheme.textSecondary, disabled: scheme.disabledText },
    background: { default: scheme.background, paper: scheme.paper },
    divider: scheme.divider,
    action: { hover: scheme.hover, active: scheme.iconAction },
    grey: { 100: scheme.grey100, 200: scheme.grey200, 400: scheme.grey400, 900: scheme.grey900 },
  };
}

/**
 * One `createTheme` call: each costs ~60 ms of startup at Lighthouse's 4× CPU slowdown.
 * Both colour schemes, chosen by the phone (`prefers-color-scheme`): MUI writes each palette as
 * its own custom properties, and `sx` keys such as 'text.secondary' read them, so MUI's
 * components change scheme with the page's own styles, from the same tokens.
 * Button variants primary, secondary, line-primary, line-secondary and sizes
 * big (full-width call to action), medium, small and extra (the compact in-card button).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    light: { palette: paletteOf(colorSchemes.light) },
    dark: { palette: paletteOf(colorSchemes.dark) },
  },
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
    MuiDialogContentText: {
      styleOverrides: { root: { textAlign: 'center', fontSize: fontSizes.base } },
    },
    // A field is disabled while its form is sending; its hint is still read, so it stays readable
    // (MUI's disabled grey is 2.6:1 on white).
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: colors.textSecondary } } },
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
