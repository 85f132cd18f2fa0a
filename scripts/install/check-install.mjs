// What `npm ci` cannot say of itself, checked with the Node it installed (docs/decisions/072):
// - this is the pinned Node: the line .nvmrc names and package.json's `engines` allows;
// - every installed package's `engines.node` admits it (npm compares them with the Node that runs
//   npm, which runs none of them; see .npmrc);
// - the demo backend's service worker in public/ is the installed MSW's (MSW 3 no longer copies it
//   at install: `npx msw init` does).
// Unreviewed install scripts need no check here: .npmrc's strict-allow-scripts fails `npm ci`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = join(import.meta.dirname, '..', '..');
const read = (file) => readFileSync(join(root, file), 'utf8');
const problems = [];

const running = process.versions.node;
const line = read('.nvmrc').trim();
const engines = JSON.parse(read('package.json')).engines.node;
if (String(semver.major(running)) !== line) {
  problems.push(
    `Node ${running} runs this, not the line .nvmrc names (${line}): run it through npm (npm run, npm exec).`,
  );
}
if (!semver.satisfies(running, engines)) {
  problems.push(`Node ${running} is outside package.json's engines (${engines}).`);
}

const lock = JSON.parse(read('package-lock.json'));
let checked = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  // The root, and optional packages this machine did not install (another platform's Node).
  if (path === '' || !existsSync(join(root, path))) continue;
  checked += 1;
  const wanted = entry.engines?.node;
  if (wanted && !semver.satisfies(running, wanted, { includePrerelease: true })) {
    problems.push(
      `${path.replace(/^.*node_modules\//, '')}@${entry.version} wants Node ${wanted}.`,
    );
  }
}

const msw = JSON.parse(read('node_modules/msw/package.json')).version;
const worker = /PACKAGE_VERSION = '([^']+)'/.exec(read('public/mockServiceWorker.js'))?.[1];
if (worker !== msw) {
  problems.push(
    `public/mockServiceWorker.js is MSW ${worker}'s, the installed MSW is ${msw}: run npx msw init.`,
  );
}

if (problems.length > 0) {
  console.error(`check:install: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `check:install: Node ${running} (line ${line}); ${checked} installed packages admit it; MSW's worker ${msw}.`,
);
