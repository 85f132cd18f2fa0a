// @ts-check
/**
 * Mutation testing of the modules that compute money and lending (`npm run test:mutation`).
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
        '<rootDir>/src/shared/lib/__tests__/{format,eth-address,won-in-words}.test.ts',
        '<rootDir>/src/shared/lending/__tests__/*.test.ts',
        '<rootDir>/src/features/invest/__tests__/invest-math.test.ts',
        '<rootDir>/src/features/loan/__tests__/loan-terms.test.ts',
        '<rootDir>/src/shared/api/wire/__tests__/normalise.test.ts',
        '<rootDir>/mocks/db/__tests__/{money,lending}.test.ts',
        '<rootDir>/src/shared/telemetry/__tests__/scrub*.test.ts',
      ],
    },
    enableFindRelatedTests: false,
  },
  mutate: [
    'src/shared/lib/format.ts',
    // Where a person's NFTs and money go, and an amount read back to them.
    'src/shared/lib/eth-address.ts',
    'src/shared/lib/won-in-words.ts',
    'src/shared/lending/*.ts',
    'src/features/invest/invest-math.ts',
    'src/features/loan/amount-input.ts',
    'src/shared/api/wire/normalise.ts',
    'mocks/db/money.ts',
    'mocks/db/lending.ts',
    // All that stands between a person's name, amount or token and a collector.
    'src/shared/telemetry/scrub.ts',
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
