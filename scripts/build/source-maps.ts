import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import packageJson from '../../package.json';

/**
 * The app's version as field telemetry reports it: package.json's, with the commit it was built
 * from when git knows it (`0.1.0+dcc413c`).
 */
export function appVersion(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return commit ? `${packageJson.version}+${commit}` : packageJson.version;
  } catch {
    return packageJson.version;
  }
}

/**
 * Takes the production build's source maps (webpack's `hidden-source-map`: no sourceMappingURL in
 * the files) out of the bundle into a folder of their own beside it (`dist-maps/` for `dist/`),
 * which no server serves: the app's source stays off the web, and `npm run telemetry` turns a
 * reported stack into source lines with them. Their names are the hashed files' names, so maps of
 * several releases can share one folder.
 */
export class SourceMapsOutPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('SourceMapsOutPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SourceMapsOutPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          fs.rmSync(this.dir, { recursive: true, force: true });
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.map')) continue;
            const file = path.join(this.dir, name);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, assets[name].buffer());
            compilation.deleteAsset(name);
          }
        },
      );
    });
  }
}
