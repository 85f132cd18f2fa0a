import CompressionPlugin from 'compression-webpack-plugin';
import { constants as zlib, type BrotliOptions } from 'node:zlib';

/**
 * Text assets get `.br` and `.gz` copies at build time, at the highest levels (too slow to do per
 * request), so a host or the demo server sends them without compressing on the fly. Below 1 KB a
 * compressed copy saves less than the extra headers cost.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

export const compressionPlugins = () => [
  new CompressionPlugin<BrotliOptions>({
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    test: COMPRESSIBLE,
    threshold: MIN_COMPRESS_BYTES,
    minRatio: Infinity,
    compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
  }),
  new CompressionPlugin({
    algorithm: 'gzip',
    filename: '[path][base].gz',
    test: COMPRESSIBLE,
    threshold: MIN_COMPRESS_BYTES,
    minRatio: Infinity,
    compressionOptions: { level: 9 },
  }),
];
