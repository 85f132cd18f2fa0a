// After `stryker run` (npm run test:mutation): the mutation score overall and per file, every
// surviving mutant, and every mutant marked equivalent in place with its reason (a `Stryker disable`
// comment), printed and kept in bench/results.json under `mutation`. Exits 1 below 90 % overall or
// 85 % in any file (a file whose every mutant is static, a table of constants, has no score).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';
const RESULTS = 'bench/results.json';
const GOAL = 90;
const FILE_GOAL = 85;
const STRYKER_REASON = /^(Ignored because of excluded mutation|Static mutant)/;

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
    score: found + missed ? Math.round((found / (found + missed)) * 1000) / 10 : null,
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
  // Ignored by a disable comment: Stryker keeps the comment's reason as the status reason (its
  // own reasons are an excluded mutator and a static mutant).
  const equivalent = mutants
    .filter((m) => m.status === 'Ignored' && !STRYKER_REASON.test(m.statusReason ?? ''))
    .map((m) => ({
      line: m.location.start.line,
      mutator: m.mutatorName,
      reason: m.statusReason ?? '',
    }));
  return { file, ...score(mutants), survivors, equivalent };
});
const total = score(Object.values(report.files).flatMap((f) => f.mutants));

console.log(`\nMutation score ${total.score} % (${total.found} detected, ${total.missed} not)`);
for (const f of files) {
  console.log(`  ${f.score === null ? '    —' : String(f.score).padStart(5)} %  ${f.file}`);
  for (const s of f.survivors)
    console.log(`           ${s.status} l.${s.line} ${s.mutator}: ${s.replacement}`);
  for (const e of f.equivalent)
    console.log(`           equivalent l.${e.line} ${e.mutator}: ${e.reason}`);
}
const under = files.filter((f) => f.score !== null && f.score < FILE_GOAL);

const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
results.mutation = {
  date: new Date().toISOString(),
  score: total.score,
  detected: total.found,
  undetected: total.missed,
  goal: GOAL,
  fileGoal: FILE_GOAL,
  files,
};
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Wrote ${RESULTS} (mutation)`);
for (const f of under)
  console.error(`${f.file}: ${f.score} % is under the ${FILE_GOAL} % each file needs`);
if (total.score < GOAL) console.error(`${total.score} % is under the ${GOAL} % goal`);
process.exit(total.score >= GOAL && under.length === 0 ? 0 : 1);
