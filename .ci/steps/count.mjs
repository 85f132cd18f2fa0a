// The counts from the JSON reports, ending with the one line "<N> passed, <N> failed" (Jest
// tests + journeys + the workshop's stories). A suite that could not run (Jest), an error outside any test (Playwright: a
// web server that did not start) or a test step that left no report counts as a failure, so a
// broken run never reads "0 failed"; a journey that passed only on a retry would count as failed.
import { readdirSync, readFileSync } from 'node:fs';

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const dir = process.env.REPORT_DIR;
let passed = 0;
let failed = 0;
// What each failure said, in a few lines: the end of a run is what a reader of its log sees first,
// and often all that is kept of it.
const said = [];
const SAID_MAX = 12;
const firstLines = (message) =>
  String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 4)
    .map((line) => `      ${line.slice(0, 240)}`)
    .join('\n');
const tell = (title, message) => {
  if (said.length < SAID_MAX) said.push(`    ✘ ${title}\n${firstLines(message)}`);
};

const jest = read(`${dir}/jest.json`);
if (jest) {
  const broken = jest.numRuntimeErrorTestSuites;
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + broken;
  for (const file of jest.testResults ?? []) {
    if (file.testExecError || (file.status === 'failed' && !file.assertionResults?.length))
      tell(file.name, file.testExecError?.message ?? file.message);
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        tell(`${file.name.split('/').pop()} › ${test.fullName}`, test.failureMessages?.[0]);
  }
  console.log(
    `  jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed` +
      (broken ? `, ${broken} suites could not run` : ''),
  );
} else {
  failed += 1;
  console.log('  jest: no report');
}

/** A Playwright run's JSON report: the journeys (e2e.json) or the workshop's stories (workshop.json). */
function countPlaywright(label, file, ran) {
  const report = read(`${dir}/${file}`);
  if (!report) {
    if (ran) failed += 1;
    console.log(`  ${label} ${ran ? 'no report' : 'not run'}`);
    return;
  }
  const s = report.stats;
  const outside = s.unexpected === 0 ? (report.errors ?? []).length : 0;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const result = test.results.find((r) => r.status !== 'passed') ?? test.results[0];
          const error = result?.errors?.[0]?.message ?? result?.error?.message;
          tell(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`, error);
        }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) tell(`outside any test (${file})`, error.message);
  passed += s.expected;
  failed += s.unexpected + s.flaky + outside;
  console.log(
    `  ${label} ${s.expected} passed, ${s.unexpected + s.flaky} failed` +
      (s.flaky ? ` (${s.flaky} only on a retry)` : '') +
      (outside ? `, ${outside} errors outside tests` : '') +
      (s.skipped ? `, ${s.skipped} skipped` : ''),
  );
}
countPlaywright('e2e: ', 'e2e.json', process.env.E2E_RAN === '1');
// The component workshop's stories: each story's console, axe and pictures (workshop.sh).
// One report, or one a part where the forge runs them in parts (workshop-1.json, workshop-2.json).
const workshopReports = (() => {
  try {
    return readdirSync(dir).filter((name) => /^workshop(-\d+)?\.json$/.test(name));
  } catch {
    return [];
  }
})();
if (workshopReports.length === 0)
  countPlaywright('stories:', 'workshop.json', process.env.WORKSHOP_RAN === '1');
for (const file of workshopReports.sort()) countPlaywright(`stories (${file}):`, file, true);
if (said.length)
  console.log(`  what failed said (the first ${SAID_MAX} at most):\n${said.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
