import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import type { MuiThemeScope } from '@/shared/ui/mui-theme-scope';
import { theme } from './theme';

/**
 * The app's MUI theme around one screen or overlay (shared/ui/mui-theme-scope.ts): its own chunk,
 * with createTheme, ThemeProvider and emotion. The page's global styles, MUI's CssBaseline in
 * the theme's values, are static (global-css.ts), so no screen waits for this to be styled.
 */
export function withMuiTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <ThemeProvider theme={theme}>
        <Component {...props} />
      </ThemeProvider>
    );
  }
  Themed.displayName = `withMuiTheme(${Component.displayName ?? Component.name})`;
  return Themed;
}

export const muiThemeScope: MuiThemeScope = { withMuiTheme };
