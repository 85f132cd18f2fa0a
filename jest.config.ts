/**
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

const config: Config = {
  // MSW needs Node's fetch globals inside jsdom (MSW's recommendation for Jest).
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  // Keeps V8's compiled code of each module for the worker's next test file.
  runtime: '<rootDir>/src/test/cached-compile-runtime.cjs',
  setupFiles: ['<rootDir>/jest.env.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    // swc strips types file by file (tsconfig has isolatedModules); types are checked once, by
    // `npm run typecheck`.
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    // Dependencies that ship only ES modules (MSW 3 and its own, @noble/hashes 2 under the demo
    // backend, json-schema-faker for the answers generated from the document), compiled to CommonJS for Jest, whose module system is its own.
    '^.+\\.m?js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(msw|@msw|@mswjs|rettime|until-async|@open-draft|cookie|@noble/hashes|json-schema-faker|storybook|@storybook)/)',
  ],
  moduleNameMapper: {
    // Stylesheets first: the first pattern that matches wins, and '@/…' would match a sheet too.
    '\\.module\\.css$': '<rootDir>/src/test/css-module-stub.ts',
    '\\.css$': '<rootDir>/src/test/style-stub.ts',
    // The path aliases of tsconfig.json.
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
    '^@scripts/(.*)$': '<rootDir>/scripts/$1',
    // It exports only an `import` condition; Jest resolves with `require`.
    '^json-schema-faker$': '<rootDir>/node_modules/json-schema-faker/dist/index.js',
    '\\.(woff2?|png|jpe?g|svg|gif|webp|mp3)$': '<rootDir>/src/test/file-stub.ts',
  },
  // Jest's default leaves one of CI's two cores idle.
  maxWorkers: '100%',
  // A worker holds nothing open when the run ends: its 'exit' event comes at once after Jest's
  // end message, with no handle or timer left. Tearing down its heap (1.3 GB after half the
  // suite's files) then takes the process 1.25 s to be gone, past Jest's 500 ms default, and Jest
  // called that a failure to exit. Measured in docs/testing.md ("A worker that exits slowly").
  workerGracefulExitTimeout: 5_000,
  // Catches a test that hangs, nothing more: the longest journey takes 8 s idle and three times that
  // with every core busy (scripts/test-under-load.sh). Benchmarks measure speed, tests never do.
  testTimeout: 60_000,
  // MSW 3 intercepts at Node's sockets and runs on nextTick, setImmediate and queueMicrotask: a
  // test's fake clock moves timers and Date, never those, or no request would ever be answered.
  fakeTimers: { doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] },
  clearMocks: true,
  restoreMocks: true,
};

export default config;
