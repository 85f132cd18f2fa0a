// @ts-check
/**
 * Mutation testing of every module that computes, reads or writes money, dates of payment, a
 * person's papers, or what leaves the phone (`npm run test:mutation`).
 *
 * Each mutant (a flipped comparison, an operator swapped, a constant changed…) is run against the
 * unit tests of these modules; a mutant the tests do not notice "survives" and is listed in the
 * report (reports/mutation/mutation.html and the clear-text table printed at the end). Too slow
 * for every CI run; its score is kept in docs/testing.md and bench/results.json.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'jest',
  plugins: ['@stryker-mutator/jest-runner'],
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.ts',
    // Only the unit tests of the mutated modules: they are the proof the score measures (the
    // screens' tests would each take a second per mutant and prove the same arithmetic again).
    config: {
      testMatch: [
        '<rootDir>/src/shared/lib/__tests__/{format,eth-address,won-in-words,dates,csv,ics}.test.ts',
        '<rootDir>/src/shared/lending/__tests__/*.test.ts',
        '<rootDir>/src/shared/api/wire/__tests__/*.test.ts',
        // The document is built from the same fields: a field's listed codes reach it alone.
        '<rootDir>/scripts/openapi/__tests__/document.test.ts',
        '<rootDir>/src/features/invest/__tests__/invest-math.test.ts',
        '<rootDir>/src/features/loan/__tests__/loan-terms.test.ts',
        '<rootDir>/src/features/settlement/__tests__/{wallet-figures,statement-csv,monthly-totals,month-groups}.test.ts',
        '<rootDir>/src/shared/papers/__tests__/signed-contracts.test.ts',
        '<rootDir>/mocks/db/__tests__/{money,lending}.test.ts',
        '<rootDir>/src/shared/telemetry/__tests__/scrub*.test.ts',
      ],
    },
    enableFindRelatedTests: false,
  },
  mutate: [
    // Money: the lending rules, the arithmetic, the amounts typed and read back.
    'src/shared/lending/*.ts',
    'src/shared/lib/format.ts',
    'src/shared/lib/won-in-words.ts',
    'src/features/invest/invest-math.ts',
    'src/features/loan/amount-input.ts',
    // What the server says, read: the spellings and bounds, the fields, the fast reading.
    'src/shared/api/wire/{spellings,fields,fast-check,normalise}.ts',
    // Dates of payment, 내 지갑's sums, the statement and the calendar file a person saves.
    'src/shared/lib/{dates,csv,ics}.ts',
    'src/features/settlement/lib/{schedule-dates,monthly-totals,month-groups,wallet-figures,statement}.ts',
    // A person's papers: the wallet address and the signed contract's copy kept on the phone.
    'src/shared/lib/eth-address.ts',
    'src/shared/papers/signed-contracts.ts',
    // All that stands between a person's name, amount or token and a collector.
    'src/shared/telemetry/scrub.ts',
    // The demo backend's money and lending rules, which every test's answers come from.
    'mocks/db/money.ts',
    'mocks/db/lending.ts',
  ],
  coverageAnalysis: 'perTest',
  // Korean messages are not arithmetic: a changed message is caught by the screens' tests, not
  // these. Static mutants (a module-level constant) need every test re-run with a fresh module
  // registry, 42 % of the run for 7 % of the mutants; the constants are checked where they are used.
  mutator: { excludedMutations: ['StringLiteral'] },
  ignoreStatic: true,
  checkers: [],
  concurrency: 2,
  timeoutMS: 5_000,
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The 80 % floor is enforced by scripts/mutation-score.mjs, which also records the score.
  thresholds: { high: 90, low: 80, break: null },
  // A second run re-tests only the mutants whose code or tests changed since the last one.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
export default config;
