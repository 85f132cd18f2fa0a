/**
 * The document's examples: the walk of `npm run contract:check` (scripts/contract-check/walk.ts)
 * taken through the demo backend in this process, as investor1 with the write calls, on a clock
 * stopped at one instant so the seed, its dates and so the document are the same on every run.
 * The first request and answer of each call become its example.
 */
import FakeTimers from '@sinonjs/fake-timers';
import { DEMO_PASSWORD } from '@mocks/db/seed';
import { resetDb } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { inProcessSend } from '../contract-check/in-process';
import { walk } from '../contract-check/walk';
import type { Examples } from './document';

/** The instant the examples' world is seeded and walked at. */
const SEEDED_AT = Date.UTC(2026, 2, 2, 1, 0, 0);

/** Tokens are random: their random part is written as zeros. */
const steady = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value).replace(
      /(demo-(?:access|refresh)\.\d+\.)[0-9a-f]+/g,
      (_all, head: string) => `${head}${'0'.repeat(32)}`,
    ),
  );

export async function demoExamples(): Promise<Examples> {
  const clock = FakeTimers.withGlobal(globalThis).install({ now: SEEDED_AT, toFake: ['Date'] });
  try {
    resetDb(new Date());
    const examples: Examples = {};
    const send = inProcessSend(handlers);
    await walk(
      async (call, path) => {
        const answer = await send(call, path);
        examples[call.operation.operationId] ??= {
          request: call.body === undefined ? undefined : steady(call.body),
          status: answer.status,
          body: steady(answer.body),
        };
        return answer;
      },
      { loginId: 'investor1', password: DEMO_PASSWORD, write: true, onStep: () => {} },
    );
    return examples;
  } finally {
    clock.uninstall();
  }
}
