/**
 * A console that means something (docs/testing.md "A clean console"): jest-fail-on-console fails a
 * test that logs any console.error, console.warn, console.log or console.info it did not ask for.
 * A test that sends unusual data on purpose says which warnings it expects with
 * `expectWarnings(...)`: those are recorded instead of failing it, every one must be logged by the
 * end of the test, and anything else it logs still fails it.
 */
import { format } from 'node:util';
import failOnConsole from 'jest-fail-on-console';

type Expected = string | RegExp;

interface Expectation {
  method: 'warn' | 'error';
  patterns: Expected[];
  seen: string[];
}

let expectations: Expectation[] = [];

const matches = (pattern: Expected, message: string) =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

function expectConsole(method: 'warn' | 'error', patterns: Expected[]): string[] {
  const expectation: Expectation = { method, patterns, seen: [] };
  expectations.push(expectation);
  // The method as jest-fail-on-console left it for this test: what no pattern names still fails.
  const unexpected = console[method].bind(console);
  jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    if (patterns.some((pattern) => matches(pattern, message))) expectation.seen.push(message);
    else unexpected(...args);
  });
  return expectation.seen;
}

/**
 * This test expects console warnings matching each pattern (a string is a part of the message):
 * each must be logged at least once before the test ends. Returns the matching messages, for a
 * test that asserts more (how many, in what order).
 */
export const expectWarnings = (...patterns: Expected[]): string[] =>
  expectConsole('warn', patterns);

/** As expectWarnings, for console.error. */
export const expectErrors = (...patterns: Expected[]): string[] => expectConsole('error', patterns);

/** Registered once per test file by jest.setup.ts. */
export function guardConsole(): void {
  failOnConsole({
    shouldFailOnError: true,
    shouldFailOnWarn: true,
    shouldFailOnLog: true,
    shouldFailOnInfo: true,
  });
  afterEach(() => {
    const missing = expectations.flatMap(({ method, patterns, seen }) =>
      patterns
        .filter((pattern) => !seen.some((message) => matches(pattern, message)))
        .map((pattern) => `console.${method}: ${String(pattern)}`),
    );
    expectations = [];
    if (missing.length > 0) {
      throw new Error(`Expected and never logged:\n${missing.join('\n')}`);
    }
  });
}
