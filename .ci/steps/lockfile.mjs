// The lockfile's side of supply-chain.sh.
// node lockfile.mjs --plant FILE: writes the lockfile with one package resolved over http://, the
//   slip lockfile-lint must refuse.
// node lockfile.mjs: every package carries a sha512 integrity hash (lockfile-lint checks the kind
//   of a hash that is there, not that there is one), and npm's registry is https.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const entries = Object.entries(lock.packages).filter(([path, e]) => path && !e.link);

if (process.argv[2] === '--plant') {
  const [path, entry] = entries[0];
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  lock.packages[path] = { ...entry, resolved: `http://registry.npmjs.org/${name}/-/x.tgz` };
  writeFileSync(process.argv[3], JSON.stringify(lock, null, 2));
  process.exit(0);
}

let bad = 0;
for (const [path, entry] of entries) {
  if (!/^sha512-/.test(entry.integrity ?? '')) {
    console.log(`supply chain: ${path} has no sha512 integrity hash`);
    bad += 1;
  }
}
const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
if (!registry.startsWith('https://')) {
  console.log(`supply chain: npm installs from ${registry}, not over https`);
  bad += 1;
}
console.log(
  `supply chain: ${entries.length} packages, ${entries.length - bad} with a sha512 hash; npm's registry ${registry}`,
);
process.exit(bad ? 1 : 0);
