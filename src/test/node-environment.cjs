/**
 * The Node test environment of pure tests (`@jest-environment <rootDir>/src/test/node-environment.cjs`).
 * Under StrykerJS (`npm run test:mutation`) it also reports which test reached which mutant, so
 * each mutant is tried only against the tests that run its code.
 */
const { TestEnvironment } = require('jest-environment-node');

module.exports = process.env.STRYKER_MUTATOR_WORKER
  ? require('@stryker-mutator/jest-runner').mixinJestEnvironment(TestEnvironment)
  : TestEnvironment;
