import webpack from 'webpack';

/**
 * V8's explicit compile hint: a script that starts with this comment has every function compiled
 * while it streams in, on a background thread, instead of lazily on the main thread the first time
 * each is called. A webpack module is a function called once, at load, so without the hint every
 * library's module factory was compiled on the main thread while the first screen booted
 * (docs/decisions/014).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before the source maps (so their lines
        // count the comment's), hashing and compression.
        {
          name: 'CompileHintPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
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
