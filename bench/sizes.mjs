// Sizes from webpack's stats: what the home route downloads before it is interactive (the entry
// point, the response schemas' chunks, which the boot script starts on every visit, and the home
// chunk group), MUI's core chunk (`mui`: its theme, styling engine and common components, which
// every screen that draws MUI loads once, webpack.config.ts), and what every other route adds on
// top of the first two.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const isCode = (file) => /\.(js|css)$/.test(file);

export function measureSizes(dir, statsFile) {
  const all = JSON.parse(readFileSync(statsFile, 'utf8'));
  // A production build is two compilations (webpack.config.ts): the prerender, then the app.
  const stats = all.children?.find((child) => child.name === 'client') ?? all;
  const cache = new Map();
  const sizeOf = (file) => {
    if (!cache.has(file)) {
      const buf = readFileSync(join(dir, file));
      cache.set(file, {
        raw: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
        brotli: brotliCompressSync(buf, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }).length,
      });
    }
    return cache.get(file);
  };
  const sum = (files) =>
    files.map(sizeOf).reduce(
      (acc, s) => ({
        raw: acc.raw + s.raw,
        gzip: acc.gzip + s.gzip,
        brotli: acc.brotli + s.brotli,
      }),
      { raw: 0, gzip: 0, brotli: 0 },
    );
  const assetsOf = (group) =>
    (stats.namedChunkGroups[group]?.assets ?? []).map((a) => a.name).filter(isCode);

  // Page chunks are named after their module: page-<feature>-pages-<Name>Page (src/app/routes.tsx).
  const pageName = (group) => group.slice('page-'.length).replace(/-pages-\w+Page$/, '');
  // The page context lists each page twice (`X` and `X.tsx`, one chunk): count it once.
  const pages = Object.keys(stats.namedChunkGroups).filter(
    (name) => name.startsWith('page-') && !name.endsWith('-tsx'),
  );
  const homeGroup = pages.find((name) => pageName(name) === 'home');
  // index.html loads two entries: boot (starts the screen's chunks) and main (the app).
  const entry = [...new Set([...assetsOf('boot'), ...assetsOf('main')])];
  // What the boot script starts on every visit, whatever the screen (src/app/boot/boot.ts).
  const everyVisit = [...new Set([...entry, ...assetsOf('response-schemas')])];
  const homeFiles = [...new Set([...everyVisit, ...(homeGroup ? assetsOf(homeGroup) : [])])];
  const muiFiles = [stats.assetsByChunkName?.mui ?? []].flat().filter(isCode);
  const routes = pages
    .filter((name) => name !== homeGroup)
    .map((name) => {
      const files = assetsOf(name).filter((f) => !everyVisit.includes(f) && !muiFiles.includes(f));
      return { route: name.slice('page-'.length), files, ...sum(files) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  return {
    entry: { files: entry, ...sum(entry) },
    home: { files: homeFiles, ...sum(homeFiles) },
    mui: { files: muiFiles, ...sum(muiFiles) },
    routes,
    largestRoute: routes[0] ?? null,
  };
}
