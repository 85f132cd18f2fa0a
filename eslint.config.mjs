// @ts-check
import js from '@eslint/js';
import compat from 'eslint-plugin-compat';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typographySelectors = [
  {
    selector: "Property[key.name='fontSize'] Literal[raw=/^['\"]?[0-9.]/]",
    message: "Name a size from the theme's type scale: fontSize: 'size.base' (theme.ts).",
  },
  {
    selector: "JSXAttribute[name.name='fontSize'] Literal[raw=/^['\"]?[0-9.]/]",
    message: "Name a size from the theme's type scale (theme.typography.size).",
  },
  {
    // Two weights only (theme.ts `fontWeights`): each other one is a font lookup of its own.
    selector: "Property[key.name='fontWeight'] Literal[raw!=/^(400|700)$/]",
    message: 'Regular or bold only: fontWeight 400 or 700 (theme.ts fontWeights).',
  },
  {
    selector: "JSXAttribute[name.name='fontWeight'] Literal[raw!=/^(400|700)$/]",
    message: 'Regular or bold only: fontWeight 400 or 700 (theme.ts fontWeights).',
  },
];

const styleWithModules =
  "Style through a Component.module.css beside the component, with the tokens' custom properties (docs/styling.md).";
const muiStylingSelectors = [
  { selector: "JSXAttribute[name.name='sx']", message: styleWithModules },
  { selector: "CallExpression[callee.name='styled']", message: styleWithModules },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'coverage/**',
      'public/mockServiceWorker.js',
      'test-results/**',
      'playwright-report/**',
      'playwright-report-*/**',
      'test-results-*/**',
      'storybook-static/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The browsers we support (package.json `browserslist`, which the build reads too): a web API
  // some of them lack is flagged in the app's own code.
  {
    ...compat.configs['flat/recommended'],
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/__tests__/**', 'src/test/**'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importPlugin, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      // Layers (docs/architecture): shared → features → app; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/features', './src/app'],
              message: 'shared/ must not depend on features/ or app/.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'features/ must not depend on app/.',
            },
            ...[
              'auth',
              'home',
              'invest',
              'loan',
              'menu',
              'my-nft',
              'nft-detail',
              'nft-register',
              'settlement',
            ].map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: move what both need to shared/.',
            })),
            {
              target: './src',
              from: './mocks',
              except: [],
              message: 'The app reaches the demo backend only through main.tsx and tests.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use useAppDispatch / useAppSelector from shared/store/hooks.',
            },
          ],
          patterns: [
            {
              regex: '^\\.\\./',
              message:
                "Import from another folder through its alias: '@/…' for src, '@mocks/…' for the demo backend, '@scripts/…' for scripts ('./' stays for the same folder).",
            },
          ],
        },
      ],
    },
  },
  {
    // Typography from the theme only (src/app/theme/theme.ts `fontSizes`, `fontWeights`): a font
    // size is named, `fontSize: 'size.base'`, never written as a number or a length in a
    // component, and a weight is regular or bold. And one way to style: a Component.module.css
    // (docs/styling.md); never `sx` or `styled`.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/theme/**', 'src/**/__tests__/**', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...typographySelectors, ...muiStylingSelectors] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS is require() by definition.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The bootstrap, the store hooks and tests may reach the demo backend / raw hooks.
    files: ['src/main.tsx', 'src/**/__tests__/**', 'src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Scripts and the bench are flat folders of their own; their tests, and the bench, reach
    // scripts/ with '../'.
    files: ['scripts/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/__tests__/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // React Compiler's checks (every react-hooks rule but the two classic ones) compile each file
    // they see, which was two thirds of lint's time. They guard the app's components and hooks;
    // tests, the demo backend, journeys and scripts keep rules-of-hooks and exhaustive-deps.
    files: ['src/**/__tests__/**', 'src/test/**', 'mocks/**', 'e2e/**', 'scripts/**', '*.ts'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => !/\/(rules-of-hooks|exhaustive-deps)$/.test(rule))
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    // Storybook evaluates its main.ts as a plain ES module in Node, without the project's path
    // aliases: it reaches the project's modules by relative paths.
    files: ['.storybook/main.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
