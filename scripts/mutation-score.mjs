// After `stryker run` (npm run test:mutation): the mutation score overall and per file, and every
// surviving mutant, printed and kept in bench/results.json under `mutation`. Exits 1 below 80 %.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';
const RESULTS = 'bench/results.json';
const BREAK = 80;

if (!existsSync(REPORT)) {
  console.error(`${REPORT} is missing: stryker did not finish`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(REPORT, 'utf8'));
const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);

const score = (mutants) => {
  const found = mutants.filter((m) => detected.has(m.status)).length;
  const missed = mutants.filter((m) => undetected.has(m.status)).length;
  return {
    found,
    missed,
    score: found + missed ? Math.round((found / (found + missed)) * 1000) / 10 : 100,
  };
};

const files = Object.entries(report.files).map(([file, { mutants, source }]) => {
  const lines = source.split('\n');
  const survivors = mutants
    .filter((m) => undetected.has(m.status))
    .map((m) => ({
      line: m.location.start.line,
      mutator: m.mutatorName,
      status: m.status,
      code: lines[m.location.start.line - 1].trim().slice(0, 120),
      replacement: (m.replacement ?? '').slice(0, 80),
    }));
  return { file, ...score(mutants), survivors };
});
const total = score(Object.values(report.files).flatMap((f) => f.mutants));

console.log(`\nMutation score ${total.score} % (${total.found} detected, ${total.missed} not)`);
for (const f of files) {
  console.log(`  ${String(f.score).padStart(5)} %  ${f.file}`);
  for (const s of f.survivors)
    console.log(`           ${s.status} l.${s.line} ${s.mutator}: ${s.replacement}`);
}

const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
results.mutation = {
  date: new Date().toISOString(),
  score: total.score,
  detected: total.found,
  undetected: total.missed,
  budget: BREAK,
  files,
};
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Wrote ${RESULTS} (mutation)`);
process.exit(total.score >= BREAK ? 0 : 1);
