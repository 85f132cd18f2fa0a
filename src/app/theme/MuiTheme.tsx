import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import type { MuiThemeScope } from '@/shared/ui/mui-theme-scope';
import { muiEmotionCache } from './emotion-cache';
import { theme } from './theme';

/**
 * The app's MUI theme around one screen or overlay (shared/ui/mui-theme-scope.ts): its own chunk,
 * with createTheme, ThemeProvider and emotion. The page's global styles, MUI's CssBaseline in
 * the theme's values, are ours (global.css), so no screen waits for this to be styled.
 *
 * Emotion writes MUI's styles before our stylesheet (emotion-cache.ts), so a class of ours on an
 * MUI component wins over MUI's own rule of the same weight, as docs/styling.md promises.
 */
export function withMuiTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <CacheProvider value={muiEmotionCache()}>
        <ThemeProvider theme={theme}>
          <Component {...props} />
        </ThemeProvider>
      </CacheProvider>
    );
  }
  Themed.displayName = `withMuiTheme(${Component.displayName ?? Component.name})`;
  return Themed;
}

export const muiThemeScope: MuiThemeScope = { withMuiTheme };
