import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { contentSecurityPolicy } from './scripts/csp';
import { withScreen } from './scripts/prerender-html';
import { serviceWorkerOptions } from './scripts/service-worker';
import { GenerateSW } from 'workbox-webpack-plugin';
import { SYSTEM_FONTS } from './src/app/theme/system-fonts';
import { themeColors, tokenCss } from './src/shared/ui/token-css';
import CompressionPlugin from 'compression-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { constants as zlib, type BrotliOptions } from 'node:zlib';

/**
 * Text assets get `.br` and `.gz` copies at build time, at the highest levels (too slow to do per
 * request), so a host or the demo server sends them without compressing on the fly. Below 1 KB a
 * compressed copy saves less than the extra headers cost.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

type CacheGroupContext = { chunkGraph: webpack.ChunkGraph };
const inNodeModules = (module: webpack.Module) =>
  /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '');
const inMain = (module: webpack.Module, chunkGraph: webpack.ChunkGraph) => {
  for (const chunk of chunkGraph.getModuleChunksIterable(module))
    if (chunk.name === 'main') return true;
  return false;
};

/**
 * V8's explicit compile hint: a script that starts with this comment has every function compiled
 * while it streams in, on a background thread, instead of lazily on the main thread the first time
 * each is called. A webpack module is a function called once, at load, so without the hint every
 * library's module factory was compiled on the main thread while the first screen booted.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before hashing and compression.
        {
          name: 'CompileHintPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
        },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!/^assets\/.*\.js$/.test(name)) continue;
            compilation.updateAsset(
              name,
              (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

/**
 * Writes a prerendered page beside index.html for each screen src/app/boot/prerender.tsx renders (login.html
 * for /login): index.html with that screen's markup in #root instead of the bare shell. A host that
 * tries `<path>.html` before its history fallback (sirv, nginx `try_files $uri $uri.html /index.html`)
 * serves it; any other host serves index.html, as before. The prerender bundle is the `prerender`
 * configuration below, built first.
 */
class PrerenderPlugin {
  constructor(private readonly bundle: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After HtmlWebpackPlugin has written index.html, before the .br/.gz copies are made.
        { name: 'PrerenderPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        (assets) => {
          const html = assets['index.html']?.source().toString();
          if (!html) throw new Error('PrerenderPlugin: index.html was not emitted');
          delete require.cache[require.resolve(this.bundle)];
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- built a moment ago
          const { prerenderedPages } = require(
            this.bundle,
          ) as typeof import('./src/app/boot/prerender');
          // A prerendered page draws its own screen, not home.
          const shell = html.replace(screenSheets(compilation, INDEX_SCREEN), '');
          for (const { file, screen, markup, head } of prerenderedPages()) {
            const sheets = screenSheets(compilation, screen);
            compilation.emitAsset(
              file,
              new webpack.sources.RawSource(withScreen(shell, markup, head, sheets)),
            );
          }
        },
      );
    });
  }
}

/**
 * A stylesheet of the build written out inline, under the address webpack's stylesheet loader
 * (mini-css-extract-plugin) looks for (`data-href`): it never fetches one already on the page.
 */
function inlineSheet(compilation: webpack.Compilation, href: string): string {
  const sheet = compilation.getAsset(href.replace(/^\//, ''));
  if (!sheet) throw new Error(`no stylesheet ${href} in the build`);
  return `<style data-href="${href}">${sheet.source.source().toString()}</style>`;
}

/**
 * index.html's tags from the build (`inject: false`; public/index.html writes them): the scripts,
 * deferred, and the stylesheets of what every screen needs (the shell and the app code `main`
 * shares with the screens), inline rather than linked, so the first paint waits for no request.
 * A screen's own stylesheet comes with its chunk (a prerendered page carries its screen's inline,
 * PrerenderPlugin).
 */
function headTags(tags: HtmlWebpackPlugin.HtmlTagObject[], compilation: webpack.Compilation) {
  return (
    tags
      .map((tag) => {
        const href = tag.tagName === 'link' ? String(tag.attributes.href) : '';
        return href.endsWith('.css') ? inlineSheet(compilation, href) : tag;
      })
      .join('') + screenSheets(compilation, INDEX_SCREEN)
  );
}

/** The screen index.html is first for: `/` and `/main`, the app's landing screen. */
const INDEX_SCREEN = 'home/pages/HomePage';

/**
 * A screen's own stylesheets, inline: those of its chunk (`page-<screen>`, the name load-screen.ts
 * gives it) and of the chunks it shares with other screens, not those index.html carries for
 * every screen.
 */
function screenSheets(compilation: webpack.Compilation, screen: string): string {
  const group = compilation.namedChunkGroups.get(`page-${screen.replace(/\//g, '-')}`);
  if (!group) throw new Error(`no chunk for the screen ${screen}`);
  return group.chunks
    .filter((chunk) => !chunk.canBeInitial())
    .flatMap((chunk) => [...chunk.files])
    .filter((name) => name.endsWith('.css'))
    .map((name) => inlineSheet(compilation, `/${name}`))
    .join('');
}

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'development' | 'production' | 'none' };

/**
 * `npm start`: development server with the demo backend on (MOCK_API defaults to true).
 * `npm run build`: production bundle calling `${API_BASE_URL}/api/v1`, no demo code.
 * `MOCK_API=true npm run build`: the same bundle with the demo backend, for a static demo.
 */
export default (
  _env: Env,
  argv: Argv,
): (webpack.Configuration & { devServer?: DevServerConfiguration }) | webpack.Configuration[] => {
  const isProd = argv.mode === 'production';
  const mockApi = (process.env.MOCK_API ?? (isProd ? 'false' : 'true')) === 'true';
  const apiBaseUrl = process.env.API_BASE_URL ?? '';
  // Redux DevTools (docs/debugging.md): on in development and in the static demo, where a person
  // trying the app may open the panel; off in the plain production bundle. REDUX_DEVTOOLS=true or
  // false overrides.
  const reduxDevtools = (process.env.REDUX_DEVTOOLS ?? String(!isProd || mockApi)) === 'true';
  const outputPath = path.resolve(__dirname, process.env.OUTPUT_DIR ?? 'dist');

  const resolve: webpack.ResolveOptions = {
    extensions: ['.tsx', '.ts', '.js'],
    // The path aliases of tsconfig.json: `@/` is src/, `@mocks/` the demo backend.
    alias: {
      '@': path.resolve(__dirname, 'src'),
      '@mocks': path.resolve(__dirname, 'mocks'),
      // React Router's package exports only its development build (dev warnings, larger, slower
      // to evaluate); a production bundle takes the production build it also ships.
      ...(isProd
        ? {
            'react-router$': path.resolve(
              __dirname,
              'node_modules/react-router/dist/production/index.mjs',
            ),
            'react-router/dom$': path.resolve(
              __dirname,
              'node_modules/react-router/dist/production/dom-export.mjs',
            ),
          }
        : {}),
    },
  };
  const define = new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
    'process.env.MOCK_API': JSON.stringify(mockApi ? 'true' : 'false'),
    'process.env.API_BASE_URL': JSON.stringify(apiBaseUrl),
    'process.env.REDUX_DEVTOOLS': JSON.stringify(String(reduxDevtools)),
  });
  // Our own styles are CSS Modules (`Component.module.css` beside its component, docs/styling.md):
  // class names local to the file, hashed in a build. The same names in the prerender bundle,
  // which needs only the names (`exportOnlyLocals`), since the stylesheet is the browser bundle's.
  const cssModules = (exportOnlyLocals: boolean): webpack.RuleSetRule => ({
    loader: 'css-loader',
    options: {
      modules: {
        namedExport: false,
        exportLocalsConvention: 'as-is',
        localIdentName: isProd ? '[hash:base64:6]' : '[name]__[local]',
        exportOnlyLocals,
      },
    },
  });
  const typescript: webpack.RuleSetRule = {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      // Type errors are `npm run typecheck`'s job; the bundler only transpiles.
      options: { transpileOnly: true, compilerOptions: { sourceMap: !isProd } },
    },
  };

  const client: webpack.Configuration & { devServer?: DevServerConfiguration } = {
    mode: isProd ? 'production' : 'development',
    // `boot` runs first and alone (no library in it): it starts the current screen's chunks while
    // the library chunk is still downloading (src/app/boot/boot.ts). `main` depends on it, so the modules
    // both use (route-facts) ship once, in boot.
    entry: { boot: './src/app/boot/boot.ts', main: { import: './src/main.tsx', dependOn: 'boot' } },
    output: {
      path: outputPath,
      publicPath: '/',
      filename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [
        typescript,
        {
          test: /\.css$/,
          oneOf: [
            {
              test: /\.module\.css$/,
              use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', cssModules(false)],
            },
            { use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          ],
        },
        { test: /\.(png|jpe?g|svg|gif|webp|mp3)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      define,
      new HtmlWebpackPlugin({
        // The favicon is linked by the template (with its type) and copied below: the plugin's
        // `favicon` option added a second link, and the browser fetched the icon twice.
        template: './public/index.html',
        // The template writes the tags itself: the first download's stylesheets go in inline.
        inject: false,
        // The dev server needs eval (source maps) and a websocket (hot reload): CSP only in builds.
        templateParameters: {
          csp: isProd ? contentSecurityPolicy(apiBaseUrl) : '',
          systemFonts: SYSTEM_FONTS,
          // The colour tokens of both schemes, for the shell's first paint (shared/ui/token-css.ts).
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
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash:8].css',
              // Each chunk's stylesheet comes with it, in an order no screen decides (and a small
              // module several screens share is in each of their stylesheets), so none may rely on
              // coming after another: a rule that overrides another file's class composes it or is
              // more specific (docs/styling.md).
              ignoreOrder: true,
            }),
            ...(process.env.COMPILE_HINT === 'false' ? [] : [new CompileHintPlugin()]),
            // The app's own worker, in the production bundle only: the demo bundle's worker is the
            // demo backend's (MSW), and the two never meet (scripts/service-worker.ts).
            ...(mockApi ? [] : [new GenerateSW(serviceWorkerOptions)]),
            new CompressionPlugin<BrotliOptions>({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: COMPRESSIBLE,
              threshold: MIN_COMPRESS_BYTES,
              minRatio: Infinity,
              compressionOptions: {
                params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
              },
            }),
            new CompressionPlugin({
              algorithm: 'gzip',
              filename: '[path][base].gz',
              test: COMPRESSIBLE,
              threshold: MIN_COMPRESS_BYTES,
              minRatio: Infinity,
              compressionOptions: { level: 9 },
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // What `main` needs, in two files instead of webpack's ~10 shared chunks: one for its
          // libraries, one for the app code it shares with screen chunks. The screen chunks the
          // boot script starts have only `boot` as a parent, so without these groups webpack
          // split main's modules by how the screens share them. Fewer scripts at start: less
          // main-thread work per request and per script, and fewer compiles competing with the
          // first layout on a two-core phone (docs/performance.md).
          vendor: {
            test: (module: webpack.Module, { chunkGraph }: CacheGroupContext) =>
              inNodeModules(module) && inMain(module, chunkGraph),
            name: 'vendor',
            enforce: true,
            priority: 20,
          },
          // MUI's core for the screens that draw MUI, in the chunk of the app's theme
          // (app/theme/MuiTheme.tsx), which every such screen loads beside its own: the theme,
          // styling engine and the components most screens draw, one request instead of
          // webpack's several shared chunks, each a connection of its own on a slow network.
          mui: {
            test: /[\\/](src[\\/]app[\\/]theme[\\/](theme|MuiTheme|emotion-cache)\.tsx?$|node_modules[\\/](@mui[\\/](system|styled-engine|private-theming|utils)|@mui[\\/]material[\\/](esm[\\/])?(styles|colors|utils|internal|className|zero-styled|DefaultPropsProvider|Button|ButtonBase|Typography|Box|SvgIcon|useLazyRipple)[\\/]|@emotion|stylis|hoist-non-react-statics|react-transition-group|react-is|clsx|@babel[\\/]runtime))/,
            chunks: 'async',
            name: 'mui',
            enforce: true,
            priority: 15,
          },
          // The response schemas (shared/api/wire) with yup, which they are written in: one
          // request beside every first screen (shared/api/schema-chunk.ts) instead of two. On
          // a slow network each request's round trip holds a share of the line while nothing
          // arrives: home's first load is 11 files, as before search and the watchlist.
          schemas: {
            test: /[\\/](node_modules[\\/](yup|tiny-case|property-expr|toposort)|src[\\/]shared[\\/]api[\\/]wire)[\\/]/,
            chunks: 'async',
            name: 'wire-schemas',
            enforce: true,
            priority: 12,
          },
          app: {
            test: (module: webpack.Module, { chunkGraph }: CacheGroupContext) =>
              !inNodeModules(module) &&
              inMain(module, chunkGraph) &&
              chunkGraph.getNumberOfModuleChunks(module) > 1,
            name: 'app',
            enforce: true,
            priority: 10,
          },
        },
      },
      runtimeChunk: 'single',
      // swc's minifier (the @swc/core the tests already use) through webpack's own minimizer
      // plugin: the build takes ~15 s instead of ~27 s on two cores, and the first download is
      // 0.5 KB smaller gzipped than with terser. Licence comments are kept inline ("some").
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          terserOptions: { compress: { passes: 2 }, mangle: true },
        }),
        new CssMinimizerPlugin(),
      ],
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      static: false,
      client: { overlay: { errors: true, warnings: false } },
    },
  };
  if (!isProd) return client;

  // Production: the prerender bundle first (Node), then the app, whose PrerenderPlugin runs it.
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
    module: {
      rules: [
        typescript,
        // Stylesheets are the browser bundle's; the prerendered markup only names their classes.
        {
          test: /\.css$/,
          oneOf: [{ test: /\.module\.css$/, use: [cssModules(true)] }, { type: 'asset/source' }],
        },
        { test: /\.(png|jpe?g|svg|gif|webp|mp3)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [define],
    optimization: { minimize: false },
    performance: { hints: false },
  };
  client.name = 'client';
  client.dependencies = ['prerender'];
  client.plugins!.push(new PrerenderPlugin(path.join(prerenderDir, 'prerender.js')));
  return [prerender, client];
};
