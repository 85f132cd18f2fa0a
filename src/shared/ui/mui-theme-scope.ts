import type { ComponentType } from 'react';

/**
 * MUI's theme, loaded with the first screen or overlay that draws an MUI component, not with the
 * first download: with emotion and the components every such screen draws, ~40 KB of brotli that
 * home's first screen, drawn with CSS Modules only, never uses (docs/performance.md). The app provides the
 * loader (app/boot/load-screen.ts, app/theme/MuiTheme.tsx); shared code that lazily loads MUI
 * components (defer-until-open.tsx) wraps them with it, as the router does each screen that draws
 * MUI.
 */
export interface MuiThemeScope {
  /** The component inside MUI's ThemeProvider with the app's theme. */
  withMuiTheme<P extends object>(component: ComponentType<P>): ComponentType<P>;
}

let loader: (() => Promise<MuiThemeScope>) | null = null;

export function provideMuiTheme(load: () => Promise<MuiThemeScope>): void {
  loader = load;
}

export function loadMuiTheme(): Promise<MuiThemeScope> {
  if (!loader) return Promise.reject(new Error('provideMuiTheme was not called'));
  return loader();
}
