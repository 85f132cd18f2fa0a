// The component workshop (docs/testing.md, "The workshop"): Storybook with the webpack 5 builder,
// built from the app's own rules (ts-loader, CSS Modules, assets, the path aliases) so that a story
// renders what the app renders. Storybook loads this file as an ES module: what it imports from the
// project takes its root as an argument instead of reading __dirname.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-webpack5';
import type { RuleSetRule } from 'webpack';
import { moduleRules, resolveOptions } from '../scripts/build/modules';
import { SYSTEM_FONTS } from '../src/app/theme/system-fonts';
import { tokenCss } from '../src/shared/ui/token-css';

const root = path.resolve(import.meta.dirname, '..');

/** index.html's <style> with its two values filled in, and MUI's insertion point after it. */
function pageHead(): string {
  const template = readFileSync(path.join(root, 'public/index.html'), 'utf8');
  const style = /<style>[\s\S]*?<\/style>/.exec(template)?.[0];
  if (!style?.includes('<%= tokenCss %>') || !template.includes('emotion-insertion-point')) {
    throw new Error('public/index.html no longer has the <style> and insertion point this copies');
  }
  return (
    style.replace('<%= tokenCss %>', tokenCss()).replace('<%= systemFonts %>', SYSTEM_FONTS) +
    '<meta name="emotion-insertion-point" content="" />'
  );
}

/** A rule of Storybook's own that reads a kind of file the app's rules read. */
const overlaps = (rule: RuleSetRule | '...' | false | null | undefined | 0 | '') =>
  typeof rule === 'object' &&
  rule !== null &&
  rule.test instanceof RegExp &&
  ['x.css', 'x.tsx', 'x.ts', 'x.png', 'x.svg', 'x.mp3'].some((file) =>
    (rule.test as RegExp).test(file),
  );

const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // The demo backend's service worker (MSW), the icons and the covers, as the app serves them.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false, check: false },
  // The page's head as index.html writes it: its custom properties (both schemes), its Korean
  // face and its static rules, then the point where MUI's styles go, before ours (a class of ours
  // wins a tie with MUI's, as in the app: docs/styling.md).
  previewHead: (head) => `${head}${pageHead()}`,
  webpackFinal: async (webpack) => {
    const ours = resolveOptions(false, root);
    webpack.resolve = {
      ...webpack.resolve,
      extensions: [
        ...new Set([...(ours.extensions ?? []), ...(webpack.resolve?.extensions ?? [])]),
      ],
      alias: { ...(webpack.resolve?.alias as object), ...(ours.alias as object) },
    };
    webpack.module = {
      ...webpack.module,
      rules: [
        ...(webpack.module?.rules ?? []).filter((rule) => !overlaps(rule)),
        ...moduleRules(false),
      ],
    };
    return webpack;
  },
};

export default config;
