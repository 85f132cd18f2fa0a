import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import timers from 'node:timers';
import webpack from 'webpack';
import makeConfig from '../../../webpack.config';

/**
 * The production bundle must not ship the demo backend (architecture: "a production bundle
 * carries none of it"). This builds it for real with webpack's Node API and inspects the output.
 */

// Strings that only the demo backend's code contains. MSW's own message types and names survive
// minification; the rest are the demo backend's accounts and storage key (mocks/).
const mswMarkers = ['setupWorker', 'mockServiceWorker', 'MOCK_ACTIVATE', 'INTEGRITY_CHECK_REQUEST'];
const demoDataMarkers = ['borrower1', 'investor1', 'demoBackendState'];

interface Build {
  dir: string;
  /** Output file paths relative to the output folder, with forward slashes. */
  files: string[];
  /** Every source module webpack put into the bundle, concatenated ones included. */
  modules: string[];
  readJs: () => Array<{ file: string; text: string }>;
}

const outputDirs: string[] = [];

// The suite runs in the project's jsdom environment (jest.setup.ts needs `window`), which hides
// Node's setImmediate; webpack's scheduler needs it.
const hadSetImmediate = 'setImmediate' in globalThis;
beforeAll(() => {
  if (!hadSetImmediate) {
    Object.assign(globalThis, {
      setImmediate: timers.setImmediate,
      clearImmediate: timers.clearImmediate,
    });
  }
});

afterAll(() => {
  if (!hadSetImmediate) {
    Reflect.deleteProperty(globalThis, 'setImmediate');
    Reflect.deleteProperty(globalThis, 'clearImmediate');
  }
  for (const dir of outputDirs) rmSync(dir, { recursive: true, force: true });
});

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(root, full) : [path.relative(root, full)];
  });
}

function collectModuleNames(modules: webpack.StatsModule[] | undefined): string[] {
  return (modules ?? []).flatMap((m) => [m.name ?? '', ...collectModuleNames(m.modules)]);
}

/** Builds like `npm run build` with the given environment, restoring process.env afterwards. */
async function build(env: { MOCK_API?: string }): Promise<Build> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-test-'));
  outputDirs.push(dir);

  // webpack.config.ts reads the environment while building the config object, so it is enough
  // to set the variables around that call.
  const saved = { ...process.env };
  let config: webpack.Configuration;
  try {
    delete process.env.API_BASE_URL;
    delete process.env.MOCK_API;
    if (env.MOCK_API !== undefined) process.env.MOCK_API = env.MOCK_API;
    process.env.OUTPUT_DIR = dir;
    config = makeConfig({}, { mode: 'production' });
  } finally {
    process.env = saved;
  }
  // No stats printing or caching side effects in the repository.
  config = { ...config, cache: false, stats: 'none', infrastructureLogging: { level: 'error' } };

  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    const compiler = webpack(config);
    if (!compiler) {
      reject(new Error('webpack did not create a compiler'));
      return;
    }
    compiler.run((err, result) => {
      compiler.close(() => {
        if (err) reject(err);
        else if (!result) reject(new Error('webpack returned no stats'));
        else resolve(result);
      });
    });
  });
  const json = stats.toJson({ all: false, errors: true, modules: true, nestedModules: true });
  if (stats.hasErrors()) {
    throw new Error(`webpack failed:\n${(json.errors ?? []).map((e) => e.message).join('\n')}`);
  }

  const files = listFiles(dir).map((f) => f.split(path.sep).join('/'));
  return {
    dir,
    files,
    modules: collectModuleNames(json.modules),
    readJs: () =>
      files
        .filter((f) => f.endsWith('.js'))
        .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') })),
  };
}

const filesContaining = (js: Array<{ file: string; text: string }>, marker: string) =>
  js.filter(({ text }) => text.includes(marker)).map(({ file }) => `${file} ⊃ ${marker}`);

const isDemoModule = (name: string) =>
  /(^|[\\/])mocks[\\/]/.test(name) || /node_modules[\\/](msw|@mswjs)[\\/]/.test(name);

describe('production bundle', () => {
  it('without MOCK_API carries no demo-backend code and declares a strict script policy', async () => {
    const prod = await build({});
    const prodJs = prod.readJs();

    expect(existsSync(path.join(prod.dir, 'index.html'))).toBe(true);
    expect(prod.files.filter((f) => /mockServiceWorker/i.test(f))).toEqual([]);
    expect(prod.modules.filter(isDemoModule)).toEqual([]);
    expect(
      [...mswMarkers, ...demoDataMarkers].flatMap((marker) => filesContaining(prodJs, marker)),
    ).toEqual([]);
    // Not vacuous: the real API client is in there.
    expect(prodJs.some(({ text }) => text.includes('/api/v1'))).toBe(true);

    // It declares a Content-Security-Policy that lets only its own script files run.
    const html = readFileSync(path.join(prod.dir, 'index.html'), 'utf8');
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    // Every script is a file from the bundle, never inline.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  }, 240_000);

  it('with MOCK_API=true carries the demo backend, so the checks above can see it', async () => {
    const demo = await build({ MOCK_API: 'true' });
    const demoJs = demo.readJs();

    expect(demo.files).toContain('mockServiceWorker.js');
    expect(demo.modules.filter(isDemoModule)).not.toEqual([]);
    // Every marker the check above relies on really is in a demo bundle: if mocks/ renames one,
    // this fails instead of the production check silently passing.
    const missing = [...mswMarkers, ...demoDataMarkers].filter(
      (marker) => filesContaining(demoJs, marker).length === 0,
    );
    expect(missing).toEqual([]);
  }, 240_000);
});
