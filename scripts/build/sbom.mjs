// What ships, listed: a CycloneDX SBOM of the production bundle's runtime packages
// (dist-sbom/sbom.cdx.json, kept with each build as the forge's `sbom` artifact; docs/security.md).
//
// `npm sbom --omit dev` leaves out a runtime package that a dev tool also depends on (react,
// through @testing-library/react: npm/cli#7909, open), so npm sbom reads a copy of the lockfile
// from which the dev tools and the Node binary packages were pruned: what is left is the tree of
// `dependencies` alone. Then every package the bundle's source maps (dist-maps/) draw code from
// must be in the SBOM at the version installed, or this fails: the list is the bundle's, not a guess.
// Run after `npm run build`: node scripts/build/sbom.mjs
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const stage = mkdtempSync(join(tmpdir(), 'sbom-'));
let sbom;
try {
  const runtime = { ...pkg };
  for (const key of ['devDependencies', 'optionalDependencies', 'scripts', 'devEngines']) {
    delete runtime[key];
  }
  writeFileSync(join(stage, 'package.json'), JSON.stringify(runtime, null, 2));
  writeFileSync(join(stage, 'package-lock.json'), readFileSync(join(root, 'package-lock.json')));
  const npm = (...args) =>
    execFileSync('npm', [...args, '--loglevel=error', '--no-audit', '--no-fund'], {
      cwd: stage,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  npm('install', '--package-lock-only', '--ignore-scripts', '--prefer-offline');
  sbom = JSON.parse(
    npm('sbom', '--package-lock-only', '--sbom-format', 'cyclonedx', '--sbom-type', 'application'),
  );
} finally {
  rmSync(stage, { recursive: true, force: true });
}
// npm names the root after its folder; the product's name is package.json's.
sbom.metadata.component.name = pkg.name;

// The packages the bundle draws code from, by the source maps' paths into node_modules/.
const inBundle = new Map();
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (path.endsWith('.js.map')) {
      for (const source of JSON.parse(readFileSync(path, 'utf8')).sources) {
        const at = source.lastIndexOf('node_modules/');
        if (at < 0) continue;
        const [scope, name] = source.slice(at + 'node_modules/'.length).split('/');
        const installed =
          source.slice(source.indexOf('node_modules/'), at) +
          `node_modules/${scope.startsWith('@') ? `${scope}/${name}` : scope}`;
        inBundle.set(installed, null);
      }
    }
  }
};
const maps = join(root, 'dist-maps');
if (!existsSync(maps)) {
  console.error('sbom: no dist-maps/: run npm run build first');
  process.exit(1);
}
walk(maps);
const listed = new Set(sbom.components.map((c) => c['bom-ref']));
const missing = [];
for (const installed of inBundle.keys()) {
  const { name, version } = JSON.parse(readFileSync(join(root, installed, 'package.json'), 'utf8'));
  if (!listed.has(`${name}@${version}`)) missing.push(`${name}@${version} (${installed})`);
}
if (missing.length > 0) {
  console.error(`sbom: the bundle draws code from ${missing.length} package(s) the SBOM lacks:`);
  for (const m of missing) console.error(`  ${m}`);
  process.exit(1);
}
mkdirSync(join(root, 'dist-sbom'), { recursive: true });
writeFileSync(join(root, 'dist-sbom', 'sbom.cdx.json'), `${JSON.stringify(sbom, null, 2)}\n`);
console.log(
  `sbom: dist-sbom/sbom.cdx.json, CycloneDX ${sbom.specVersion}: ${sbom.components.length} runtime packages, ` +
    `every one of the ${inBundle.size} the bundle draws code from at its installed version`,
);
