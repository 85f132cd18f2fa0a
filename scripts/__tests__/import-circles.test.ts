/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// No import circle anywhere, type-only imports included: ESLint's import-x/no-cycle passes over
// `import type`, and a circle through types still ties two modules into one (neither can be read,
// moved or tested without the other). Files are resolved as the compiler does, aliases included.
const root = path.resolve(__dirname, '../..');
const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const { options, fileNames } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const ours = (file: string) => !file.includes(`${path.sep}node_modules${path.sep}`);

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
    .map((resolved) => resolved?.resolvedFileName)
    .filter((target): target is string => !!target && ours(target) && !target.endsWith('.d.ts'));
}

/** Every circle once, as the files along it, found by a depth-first walk. */
function circles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      found.push(trail.slice(at).map((f) => path.relative(root, f)));
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
    done.add(file);
  };
  for (const file of files) walk(file, []);
  return found;
}

it('has no import circle in src, mocks, e2e, scripts or the configuration files', () => {
  const files = fileNames.filter(ours).filter((file) => !file.endsWith('.d.ts'));
  expect(files.length).toBeGreaterThan(400);
  expect(circles(files)).toEqual([]);
});
