// The forge runs the journeys in shards side by side (.github/workflows/ci.yml, its e2e job's
// matrix); this proves, without a forge, that the shards together are exactly the suite: every
// journey in one shard, none in two, none in none. Playwright's own --list names each journey with
// its project, file, line and title, which is what is compared.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const workflow = readFileSync('.github/workflows/ci.yml', 'utf8');
const matrix = /^\s*shard: \[([\d, ]+)\]$/m.exec(workflow);
if (!matrix) {
  console.log('shards: no `shard: [1, 2, …]` matrix in .github/workflows/ci.yml');
  process.exit(1);
}
const shards = matrix[1].split(',').map(Number);
const total = shards.length;
if (shards.some((shard, i) => shard !== i + 1)) {
  console.log(`shards: the matrix is ${matrix[0].trim()}, not 1 to ${total}`);
  process.exit(1);
}

// The shards' sizes as the workflow sets them (Playwright's PWTEST_SHARD_WEIGHTS), one a shard.
const weights = /^\s*PWTEST_SHARD_WEIGHTS: '([\d:]+)'$/m.exec(workflow)?.[1];
if (weights && weights.split(':').length !== total) {
  console.log(`shards: ${weights.split(':').length} weights for ${total} shards`);
  process.exit(1);
}

const list = (...args) =>
  execFileSync('npx', ['playwright', 'test', '--list', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      E2E_PREBUILT: 'true',
      ...(weights ? { PWTEST_SHARD_WEIGHTS: weights } : { PWTEST_SHARD_WEIGHTS: '' }),
    },
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((line) => /^\s+\[[^\]]+\] › /.test(line))
    .map((line) => line.trim());

const suite = list();
const seen = new Map();
for (const shard of shards) {
  const journeys = list(`--shard=${shard}/${total}`);
  console.log(
    `  shard ${shard}/${total}: ${journeys.length} journeys` +
      (weights ? ` (weights ${weights})` : ''),
  );
  for (const journey of journeys) seen.set(journey, [...(seen.get(journey) ?? []), shard]);
}
const twice = [...seen].filter(([, in_]) => in_.length > 1);
const none = suite.filter((journey) => !seen.has(journey));
const unknown = [...seen.keys()].filter((journey) => !suite.includes(journey));
for (const [journey, in_] of twice) console.log(`  in shards ${in_.join(' and ')}: ${journey}`);
for (const journey of none) console.log(`  in no shard: ${journey}`);
for (const journey of unknown) console.log(`  not in the suite: ${journey}`);
const ok = suite.length > 0 && twice.length === 0 && none.length === 0 && unknown.length === 0;
console.log(
  `shards: ${suite.length} journeys, ${seen.size} across ${total} shards` +
    (ok ? ', each exactly once' : ': NOT the suite'),
);
process.exit(ok ? 0 : 1);
