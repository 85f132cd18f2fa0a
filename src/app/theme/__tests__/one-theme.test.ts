/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@/app/theme/theme';
import { themeColors, tokenCss } from '@/shared/ui/token-css';
import { colors, colorSchemes, colorVar, type ColorName } from '@/shared/ui/tokens';

// One source for every colour (issue 44): tokens.ts writes each once per scheme; the page's custom
// properties, MUI's palettes and every stylesheet read it, and text is readable in both schemes.

const schemes = ['light', 'dark'] as const;
const names = Object.keys(colorSchemes.light) as ColorName[];

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not an opaque hex colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Text colours and the surfaces they are drawn on, as the screens pair them. */
const textOn: Array<[ColorName, ColorName]> = [
  ['text', 'paper'],
  ['text', 'background'],
  ['text', 'grey100'],
  ['textSecondary', 'paper'],
  ['textSecondary', 'background'],
  ['textSecondary', 'grey100'],
  ['primary', 'paper'],
  ['primary', 'primaryLight'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['positiveDark', 'paper'],
  ['positiveDark', 'positiveLight'],
  ['warningDark', 'paper'],
  ['warningDark', 'warningLight'],
  ['paper', 'grey900'],
  ['signatureInk', 'signaturePaper'],
];

describe.each(schemes)('the %s scheme', (scheme) => {
  const values = colorSchemes[scheme];

  it.each(textOn)('%s on %s meets 4.5:1', (text, surface) => {
    expect(contrast(values[text], values[surface])).toBeGreaterThanOrEqual(4.5);
  });

  it('defines every colour as a custom property of the page', () => {
    const css = tokenCss();
    const block =
      scheme === 'light'
        ? css.slice(0, css.indexOf('@media'))
        : css.slice(css.indexOf('@media screen and (prefers-color-scheme:dark)'));
    for (const name of names) expect(block).toContain(`${colorVar(name)}:${values[name]}`);
  });

  it("gives the browser's chrome the header's colour", () => {
    expect(themeColors[scheme]).toBe(values.paper);
  });
});

it("is MUI's palette too: MUI reads the tokens' custom properties, one palette for both schemes", () => {
  const { palette } = theme;
  expect(palette.primary).toMatchObject({
    main: colors.primary,
    light: colors.primaryLight,
    dark: colors.primaryDark,
    contrastText: colors.onPrimary,
  });
  expect(palette.text).toMatchObject({ primary: colors.text, secondary: colors.textSecondary });
  expect(palette.background).toMatchObject({ default: colors.background, paper: colors.paper });
  expect(palette.divider).toBe(colors.divider);
  expect(palette.warning.dark).toBe(colors.warningDark);
  expect(palette.positive.dark).toBe(colors.positiveDark);
  expect(palette.grey[100]).toBe(colors.grey100);
  // No second copy: MUI generates no custom properties of its own.
  expect('vars' in theme && (theme as { vars?: unknown }).vars).toBeFalsy();
});

it('names each colour by its custom property, so one rule is right in both schemes', () => {
  expect(colors.primary).toBe('var(--c-primary)');
  expect(colors.textSecondary).toBe('var(--c-text-secondary)');
  expect(Object.keys(colors)).toEqual(names);
  expect(Object.keys(colorSchemes.dark).sort()).toEqual([...names].sort());
});

/** Source files of the app (scripts and stylesheets), outside tests. */
function sources(dir: string, ending = /\.(tsx?|css)$/): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === '__tests__' ? [] : sources(full, ending);
    return ending.test(entry) ? [full] : [];
  });
}

it('writes no colour anywhere but the tokens', () => {
  const root = path.join(__dirname, '../../../..');
  const literal = /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(|'common\.[a-z]+'|:\s*(white|black)\b/gi;
  // Image data and paper, not screen colours: the crop's JPEG background and a printed page.
  const allowed = [/fillColor: '#fff'/, /^\s*background-color: white;$/];
  const found = sources(path.join(root, 'src'))
    .filter((file) => !file.endsWith(path.join('shared', 'ui', 'tokens.ts')))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
        .filter(({ line }) => !allowed.some((pattern) => pattern.test(line)))
        .filter(({ line }) => line.match(literal)?.some((hit) => !/^#\d+$/.test(hit))),
    )
    .map(({ at, line }) => `${at}: ${line.trim()}`);
  expect(found).toEqual([]);
});

it("takes every size, weight and colour of our stylesheets from the tokens' custom properties", () => {
  const root = path.join(__dirname, '../../../..');
  // A font size or weight is a token (`var(--fs-base)`, `var(--fw-bold)`); a colour is a token,
  // `currentColor`, `inherit` or `transparent`. The icon's and the page's base size are MUI's own
  // (SvgIcon's 1.5rem and 1.25rem, CssBaseline's 1rem), as the theme draws them too. A token may
  // be capped by its screen's width at large text (`min(var(--fs-h1), 10cqi)`).
  const rules: Array<[RegExp, RegExp]> = [
    [
      /^\s*font-size:\s*(.+);$/,
      /^(var\(--(fs|icon|button)-[a-z0-9-]+\)|min\(var\(--fs-[a-z0-9-]+\), \d+cqi\)|inherit|1\.5rem|1\.25rem|1rem)$/,
    ],
    [/^\s*font-weight:\s*(.+);$/, /^var\(--fw-(regular|bold)\)$/],
    [
      /^\s*(?:color|background(?:-color)?|border(?:-[a-z]+)?-color|fill|stroke):\s*(.+);$/,
      // A gradient between tokens too (the other test refuses a literal colour anywhere).
      /^(var\(--c-[a-z0-9-]+\)|currentColor|inherit|transparent|white|linear-gradient\(.*var\(--c-.*\))$/,
    ],
  ];
  const stylesheets = sources(path.join(root, 'src'), /\.css$/);
  expect(stylesheets.length).toBeGreaterThan(25);
  const found = stylesheets.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
      .filter(({ line }) =>
        rules.some(([property, value]) => {
          const written = property.exec(line)?.[1];
          return written !== undefined && !value.test(written);
        }),
      )
      .map(({ at, line }) => `${at}: ${line.trim()}`),
  );
  expect(found).toEqual([]);
});

it('animates only what the compositor draws (transform, opacity): a spinner never takes the main thread from the work it waits for', () => {
  const root = path.join(__dirname, '../../../..');
  const sheets = [
    ...sources(path.join(root, 'src'), /\.css$/),
    path.join(root, 'public', 'index.html'),
  ];
  /** The properties each `@keyframes` block sets, by file and animation name. */
  const animated = sheets.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)].map((match) => {
      let depth = 1;
      let end = (match.index ?? 0) + match[0].length;
      while (depth > 0 && end < text.length) {
        if (text[end] === '{') depth += 1;
        if (text[end] === '}') depth -= 1;
        end += 1;
      }
      const body = text.slice((match.index ?? 0) + match[0].length, end - 1);
      const properties = [...body.matchAll(/([a-z-]+)\s*:/g)].map((property) => property[1]);
      return { at: `${path.relative(root, file)} ${match[1]}`, properties };
    });
  });
  expect(animated.length).toBeGreaterThanOrEqual(3);
  const offTheCompositor = animated.filter(({ properties }) =>
    properties.some((property) => property !== 'transform' && property !== 'opacity'),
  );
  expect(offTheCompositor).toEqual([]);
});
