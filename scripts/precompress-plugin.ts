import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import webpack from 'webpack';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the extra request headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text asset at build time, at the highest levels (too slow
 * to do per request), so a host or the demo server sends them without compressing on the fly.
 */
export class PrecompressPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const brotli = brotliCompressSync(buffer, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const gzip = gzipSync(buffer, { level: 9 });
            compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gzip));
          }
        },
      );
    });
  }
}
