import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { GenerateSW } from 'workbox-webpack-plugin';
import { optimization } from './scripts/build/chunks';
import { CompileHintPlugin } from './scripts/build/compile-hint-plugin';
import { compressionPlugins } from './scripts/build/compression';
import { contentSecurityPolicy } from './scripts/build/csp';
import { moduleRules, resolveOptions } from './scripts/build/modules';
import { headTags, PrerenderPlugin } from './scripts/build/prerender-plugin';
import { serviceWorkerOptions } from './scripts/build/service-worker';
import { appVersion, SourceMapsOutPlugin } from './scripts/build/source-maps';
import { SYSTEM_FONTS } from './src/app/theme/system-fonts';
import { themeColors, tokenCss } from './src/shared/ui/token-css';

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'development' | 'production' | 'none' };
type ClientConfiguration = webpack.Configuration & { devServer?: DevServerConfiguration };

/**
 * `npm start`: development server with the demo backend on (MOCK_API defaults to true).
 * `npm run build`: production bundle calling `${API_BASE_URL}/api/v1`, no demo code; first a Node
 * bundle that prerenders /login (login.html), then the browser bundle.
 * `MOCK_API=true npm run build`: the same bundle with the demo backend, for a static demo.
 * What each piece saves, measured: docs/performance.md and docs/decisions/.
 */
export default (_env: Env, argv: Argv): ClientConfiguration | webpack.Configuration[] => {
  const isProd = argv.mode === 'production';
  const mockApi = (process.env.MOCK_API ?? (isProd ? 'false' : 'true')) === 'true';
  const apiBaseUrl = process.env.API_BASE_URL ?? '';
  // Field telemetry's collector (docs/telemetry.md): none, no reporting.
  const telemetryUrl = process.env.TELEMETRY_URL ?? '';
  // Redux DevTools (docs/debugging.md): on in development and in the static demo, off in the
  // plain production bundle. REDUX_DEVTOOLS=true or false overrides.
  const reduxDevtools = (process.env.REDUX_DEVTOOLS ?? String(!isProd || mockApi)) === 'true';
  const outputPath = path.resolve(__dirname, process.env.OUTPUT_DIR ?? 'dist');
  const resolve = resolveOptions(isProd);
  const define = new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
    'process.env.MOCK_API': JSON.stringify(String(mockApi)),
    'process.env.API_BASE_URL': JSON.stringify(apiBaseUrl),
    'process.env.REDUX_DEVTOOLS': JSON.stringify(String(reduxDevtools)),
    'process.env.TELEMETRY_URL': JSON.stringify(telemetryUrl),
    // A development build's store talks to a remote Redux DevTools server at this <host>:<port>
    // (docs/debugging.md, "On a phone"); never a production build's, the static demo's included.
    'process.env.REDUX_DEVTOOLS_REMOTE': JSON.stringify(
      isProd ? '' : (process.env.REDUX_DEVTOOLS_REMOTE ?? ''),
    ),
    'process.env.TELEMETRY_SAMPLE': JSON.stringify(process.env.TELEMETRY_SAMPLE ?? '1'),
    'process.env.APP_VERSION': JSON.stringify(appVersion()),
  });
  const hashed = isProd ? '.[contenthash:8]' : '';

  const client: ClientConfiguration = {
    name: 'client',
    mode: isProd ? 'production' : 'development',
    // `boot` runs first and alone (no library in it): it starts the current screen's chunks while
    // the library chunk is still downloading (src/app/boot/boot.ts). `main` depends on it, so the
    // modules both use (route facts) ship once, in boot.
    entry: { boot: './src/app/boot/boot.ts', main: { import: './src/main.tsx', dependOn: 'boot' } },
    output: {
      path: outputPath,
      publicPath: '/',
      filename: `assets/[name]${hashed}.js`,
      chunkFilename: `assets/[name]${hashed}.js`,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      // The chunk loader's script addresses through a Trusted Types policy of its own
      // (src/shared/lib/trusted-types.ts): the CSP refuses a plain string.
      trustedTypes: { policyName: 'webpack', onPolicyCreationFailure: 'stop' },
    },
    // The shipped bundle's maps are written beside dist/, never served (SourceMapsOutPlugin):
    // `npm run telemetry` turns a reported stack into source lines with them.
    devtool: isProd ? (mockApi ? false : 'hidden-source-map') : 'eval-cheap-module-source-map',
    resolve,
    module: { rules: moduleRules(isProd) },
    plugins: [
      define,
      new HtmlWebpackPlugin({
        // The favicon is linked by the template (with its type) and copied below.
        template: './public/index.html',
        // The template writes the tags itself: the first download's stylesheets go in inline.
        inject: false,
        // The dev server needs eval (source maps) and a websocket (hot reload): CSP only in builds.
        templateParameters: {
          csp: isProd ? contentSecurityPolicy(apiBaseUrl, { telemetryUrl }) : '',
          systemFonts: SYSTEM_FONTS,
          // The colour tokens of both schemes, for the shell's first paint.
          tokenCss: tokenCss(),
          themeColors,
          headTags,
        },
      }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: {
              ignore: ['**/index.html', ...(mockApi ? [] : ['**/mockServiceWorker.js'])],
            },
            noErrorOnMissing: true,
          },
        ],
      }),
      ...(isProd
        ? [
            // Each chunk's stylesheet comes with it, in an order no screen decides, so none may
            // rely on coming after another (docs/styling.md).
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash:8].css',
              ignoreOrder: true,
            }),
            ...(process.env.COMPILE_HINT === 'false' ? [] : [new CompileHintPlugin()]),
            // The app's own worker, in the production bundle only: the demo bundle's worker is
            // the demo backend's (MSW), and the two never meet.
            ...(mockApi ? [] : [new GenerateSW(serviceWorkerOptions)]),
            ...compressionPlugins(),
            ...(mockApi ? [] : [new SourceMapsOutPlugin(`${outputPath}-maps`)]),
          ]
        : []),
    ],
    optimization,
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      static: false,
      client: { overlay: { errors: true, warnings: false } },
      // The demo collector beside the app (docs/telemetry.md): TELEMETRY_URL=/v1/logs npm start.
      setupMiddlewares: (middlewares, devServer) => {
        type Collector = typeof import('./scripts/telemetry/collector');
        // Loaded only when serving: a build never needs express or the OTLP schema.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { telemetryCollector } = require('./scripts/telemetry/collector') as Collector;
        // webpack-dev-server's express types are another major's than ours: the same function.
        (devServer.app as unknown as import('express').Express | undefined)?.use(
          telemetryCollector(),
        );
        return middlewares;
      },
    },
  };
  if (!isProd) return client;

  const prerenderDir = path.join(
    __dirname,
    'node_modules/.cache/prerender',
    path.basename(outputPath),
  );
  const prerender: webpack.Configuration = {
    name: 'prerender',
    mode: 'production',
    target: 'node',
    entry: './src/app/boot/prerender.tsx',
    output: {
      path: prerenderDir,
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: false,
    resolve,
    module: { rules: moduleRules(isProd, true) },
    plugins: [define],
    optimization: { minimize: false },
    performance: { hints: false },
  };
  client.dependencies = ['prerender'];
  client.plugins!.push(new PrerenderPlugin(path.join(prerenderDir, 'prerender.js')));
  return [prerender, client];
};
