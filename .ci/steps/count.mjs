// The counts from the two JSON reports, ending with the one line "<N> passed, <N> failed" (Jest
// tests + journeys). A suite that could not run (Jest), an error outside any test (Playwright: a
// web server that did not start) or a test step that left no report counts as a failure, so a
// broken run never reads "0 failed"; a journey that passed only on a retry would count as failed.
import { readFileSync } from 'node:fs';

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

const jest = read(`${dir}/jest.json`);
if (jest) {
  const broken = jest.numRuntimeErrorTestSuites;
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + broken;
  console.log(
    `  jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed` +
      (broken ? `, ${broken} suites could not run` : ''),
  );
} else {
  failed += 1;
  console.log('  jest: no report');
}

const e2e = read(`${dir}/e2e.json`);
if (e2e) {
  const s = e2e.stats;
  const outside = s.unexpected === 0 ? (e2e.errors ?? []).length : 0;
  passed += s.expected;
  failed += s.unexpected + s.flaky + outside;
  console.log(
    `  e2e:  ${s.expected} passed, ${s.unexpected + s.flaky} failed` +
      (s.flaky ? ` (${s.flaky} only on a retry)` : '') +
      (outside ? `, ${outside} errors outside tests` : '') +
      (s.skipped ? `, ${s.skipped} skipped` : ''),
  );
} else if (process.env.E2E_RAN === '1') {
  failed += 1;
  console.log('  e2e:  no report');
} else {
  console.log('  e2e:  not run');
}
console.log(`${passed} passed, ${failed} failed`);
