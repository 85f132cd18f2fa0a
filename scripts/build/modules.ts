import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type webpack from 'webpack';

/** The project's root, from __dirname unless given: Storybook's main.ts, an ES module, gives it. */
const projectRoot = () => path.resolve(__dirname, '../..');
const MEDIA = { test: /\.(png|jpe?g|svg|gif|webp|mp3)$/i, type: 'asset/resource' } as const;

/** Where an import resolves: the path aliases of tsconfig.json, and React Router's own build. */
export function resolveOptions(isProd: boolean, root = projectRoot()): webpack.ResolveOptions {
  const reactRouter = (file: string) =>
    path.join(root, 'node_modules/react-router/dist/production', file);
  return {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      '@': path.join(root, 'src'),
      '@mocks': path.join(root, 'mocks'),
      // React Router's package exports only its development build (dev warnings, larger, slower
      // to evaluate); a production bundle takes the production build it also ships.
      ...(isProd
        ? {
            'react-router$': reactRouter('index.mjs'),
            'react-router/dom$': reactRouter('dom-export.mjs'),
          }
        : {}),
    },
  };
}

/**
 * How each kind of source file is read. TypeScript is only transpiled (type errors are `npm run
 * typecheck`'s job). Our own styles are CSS Modules (`Component.module.css` beside its component,
 * docs/styling.md): class names local to the file, hashed in a build. `prerender` (the Node bundle
 * that renders /login at build time) gets the same class names and no stylesheet, which is the
 * browser bundle's.
 */
export function moduleRules(isProd: boolean, prerender = false): webpack.RuleSetRule[] {
  const cssModules = {
    loader: 'css-loader',
    options: {
      modules: {
        namedExport: false,
        exportLocalsConvention: 'as-is',
        // In development the module's path too: two modules of one name (invest's and loan's
        // CollateralCard) would otherwise share each class, and whichever loaded last restyled both.
        localIdentName: isProd ? '[hash:base64:6]' : '[path][name]__[local]',
        exportOnlyLocals: prerender,
      },
    },
  };
  const sheet = isProd ? MiniCssExtractPlugin.loader : 'style-loader';
  const typescript = {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: { transpileOnly: true, compilerOptions: { sourceMap: !isProd } },
    },
  };
  const css = prerender
    ? [{ test: /\.module\.css$/, use: [cssModules] }, { type: 'asset/source' as const }]
    : [{ test: /\.module\.css$/, use: [sheet, cssModules] }, { use: [sheet, 'css-loader'] }];
  return [typescript, { test: /\.css$/, oneOf: css }, MEDIA];
}
