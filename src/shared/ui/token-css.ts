import { colorSchemes, colorVar, type ColorName } from './tokens';

const declarations = (scheme: Record<ColorName, string>) =>
  (Object.keys(scheme) as ColorName[]).map((name) => `${colorVar(name)}:${scheme[name]}`).join(';');

/**
 * The page's colour custom properties for both schemes, written into index.html's <style> at
 * build time (webpack.config.ts), so the shell, a prerendered page and every stylesheet are in the
 * phone's scheme from the first paint, before any script. `color-scheme` lets the browser draw
 * its own parts (scrollbars, form controls, the canvas behind the page) to match.
 */
export function tokenCss(): string {
  return (
    `:root{color-scheme:light dark;${declarations(colorSchemes.light)}}` +
    `@media (prefers-color-scheme:dark){:root{${declarations(colorSchemes.dark)}}}`
  );
}

/** The browser chrome's colour (`<meta name="theme-color">`) in each scheme: the header's paper. */
export const themeColors = {
  light: colorSchemes.light.paper,
  dark: colorSchemes.dark.paper,
} as const;
