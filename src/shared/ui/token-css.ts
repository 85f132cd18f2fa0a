import {
  buttonRadiusPx,
  buttonSizes,
  colorSchemes,
  colorVar,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  radiusPx,
  spacingPx,
  type ColorName,
} from './tokens';

const declarations = (properties: Record<string, string | number>) =>
  Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

const colorProperties = (scheme: Record<ColorName, string>) =>
  Object.fromEntries(
    (Object.keys(scheme) as ColorName[]).map((name) => [colorVar(name), scheme[name]]),
  );

const px = (value: number) => `${value}px`;
const named = <T>(prefix: string, values: Record<string, T>, unit: (value: T) => string | number) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [`${prefix}${name}`, unit(value)]),
  );
// The type scale's rem sizes (not the icons' and the chart's px, which have their own names).
const textSizes = Object.fromEntries(
  Object.entries(fontSizes).filter(([, size]) => typeof size === 'string'),
) as Record<string, string>;

/**
 * Every size of tokens.ts as the custom property a stylesheet reads: `font-size: var(--fs-base)`,
 * `padding: calc(1.5 * var(--space))` (MUI's `p: 1.5`), `border-radius: calc(3 * var(--radius))`.
 */
export const sizeProperties: Record<string, string | number> = {
  '--space': px(spacingPx),
  '--radius': px(radiusPx),
  '--radius-button': px(buttonRadiusPx),
  ...named('--fs-', textSizes, String),
  ...named('--icon-', fontSizes.icon, px),
  ...named('--fw-', fontWeights, Number),
  ...named('--lh-', lineHeights, Number),
  ...Object.fromEntries(
    Object.entries(buttonSizes).flatMap(([name, size]) => [
      [`--button-${name}-height`, px(size.minHeight)],
      [`--button-${name}-font-size`, size.fontSize],
      ...('padding' in size ? [[`--button-${name}-padding`, size.padding]] : []),
    ]),
  ),
  '--max-width': px(layout.maxWidth),
  '--header-height': layout.headerHeight,
  '--tab-bar-height': layout.tabBarHeight,
};

/**
 * The page's custom properties: the sizes, and the colours of both schemes, written into
 * index.html's <style> at build time (webpack.config.ts), so the shell, a prerendered page and
 * every stylesheet are in the phone's scheme from the first paint, before any script.
 * `color-scheme` lets the browser draw its own parts (scrollbars, form controls, the canvas behind
 * the page) to match. Paper is light: printing (a signed contract's Save as PDF) takes the light
 * colours whatever the phone's scheme.
 */
/**
 * One scheme's colours (and `color-scheme`) on :root, whatever the phone's: the component
 * workshop's scheme switch (.storybook/preview.tsx) draws a story as a phone in that scheme does.
 */
export function colorSchemeCss(scheme: keyof typeof colorSchemes): string {
  return `:root{color-scheme:${scheme};${declarations(colorProperties(colorSchemes[scheme]))}}`;
}

export function tokenCss(): string {
  return (
    `:root{color-scheme:light dark;${declarations(sizeProperties)};${declarations(colorProperties(colorSchemes.light))}}` +
    `@media screen and (prefers-color-scheme:dark){:root{${declarations(colorProperties(colorSchemes.dark))}}}`
  );
}

/** The browser chrome's colour (`<meta name="theme-color">`) in each scheme: the header's paper. */
export const themeColors = {
  light: colorSchemes.light.paper,
  dark: colorSchemes.dark.paper,
} as const;
