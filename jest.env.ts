// Tests talk to the demo backend at an absolute origin (MSW in Node needs absolute URLs).
process.env.API_BASE_URL = 'http://localhost';
process.env.MOCK_API = 'false';
// A build that reports (docs/telemetry.md): every screen's report() runs; nothing is sent unless a
// test starts the reporter with its own transport.
process.env.TELEMETRY_URL = 'https://collector.test/v1/logs';
process.env.APP_VERSION = '0.1.0-test';

// React 19's development build captures an Error (a stack) for every element it creates, for the
// "owner stacks" it prints beside its warnings; that was a fifth of the suite's CPU time. Jest also
// raises the stack limit to 100 frames, which made each capture four times dearer. Tests switch
// owner stacks off (React's own rate limit, held at its ceiling) and keep Node's 10 frames for
// failures. To see owner stacks while chasing a React warning: REACT_OWNER_STACKS=1 npx jest …
Error.stackTraceLimit = Number(process.env.STACK_LIMIT ?? 10);
if (typeof document !== 'undefined' && !process.env.REACT_OWNER_STACKS) {
  const { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: internals } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the test's own React
    require('react') as Record<string, object>;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}
