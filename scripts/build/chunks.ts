import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type webpack from 'webpack';

type CacheGroupContext = { chunkGraph: webpack.ChunkGraph };
const inNodeModules = (module: webpack.Module) =>
  /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '');
const inMain = (module: webpack.Module, chunkGraph: webpack.ChunkGraph) => {
  for (const chunk of chunkGraph.getModuleChunksIterable(module))
    if (chunk.name === 'main') return true;
  return false;
};

/** How the browser bundle is cut into files, and how they are minified. */
export const optimization: webpack.Configuration['optimization'] = {
  splitChunks: {
    chunks: 'all',
    cacheGroups: {
      // What `main` needs, in two files instead of webpack's ~10 shared chunks: one for its
      // libraries, one for the app code it shares with screen chunks. The screen chunks the boot
      // script starts have only `boot` as a parent, so without these groups webpack split main's
      // modules by how the screens share them. Fewer scripts at start: less main-thread work per
      // request and per script, and fewer compiles competing with the first layout on a two-core
      // phone (docs/decisions/013).
      vendor: {
        test: (module: webpack.Module, { chunkGraph }: CacheGroupContext) =>
          inNodeModules(module) && inMain(module, chunkGraph),
        name: 'vendor',
        enforce: true,
        priority: 20,
      },
      // MUI's core for the screens that draw MUI, in the chunk of the app's theme
      // (app/theme/MuiTheme.tsx), which every such screen loads beside its own: the theme, styling
      // engine and the components most screens draw, one request instead of webpack's several
      // shared chunks, each a connection of its own on a slow network.
      mui: {
        test: /[\\/](src[\\/]app[\\/]theme[\\/](theme|MuiTheme|emotion-cache)\.tsx?$|node_modules[\\/](@mui[\\/](system|styled-engine|private-theming|utils)|@mui[\\/]material[\\/](esm[\\/])?(styles|colors|utils|internal|className|zero-styled|DefaultPropsProvider|Button|ButtonBase|Typography|Box|SvgIcon|useLazyRipple)[\\/]|@emotion|stylis|hoist-non-react-statics|react-transition-group|react-is|clsx|@babel[\\/]runtime))/,
        chunks: 'async',
        name: 'mui',
        enforce: true,
        priority: 15,
      },
      // The response schemas (shared/api/wire) with yup, which they are written in, and the job
      // codes they read: one request beside every first screen (shared/api/schema-chunk.ts)
      // instead of two (docs/decisions/051).
      schemas: {
        test: /[\\/](node_modules[\\/](yup|tiny-case|property-expr|toposort)[\\/]|src[\\/]shared[\\/]api[\\/]wire[\\/]|src[\\/]shared[\\/]lib[\\/]jobs\.ts$)/,
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
  // swc's minifier (the @swc/core the tests already use) through webpack's own minimizer plugin:
  // the build takes ~15 s instead of ~27 s on two cores, and the first download is 0.5 KB smaller
  // gzipped than with terser. Licence comments are kept inline ("some").
  minimizer: [
    new TerserPlugin({
      minify: TerserPlugin.swcMinify,
      extractComments: false,
      terserOptions: { compress: { passes: 2 }, mangle: true },
    }),
    new CssMinimizerPlugin(),
  ],
};
