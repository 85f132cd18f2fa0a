/**
 * Collects what leaves the contract while a suite runs: every answer the demo backend gives
 * (mocks/handlers/respond.ts `watchAnswers`) and every request sent to it, each held to the
 * OpenAPI document (./conformance.ts). Jest fails the test that saw one (src/test/contract-watch.ts);
 * the demo server lists them for the journeys' teardown (scripts/mock-server-app.ts).
 */
import type { AnswerWatch } from '@mocks/handlers/respond';
import { answerViolations, operationOf, requestViolations, sentRequest } from './conformance';

/**
 * A request that says it leaves the contract on purpose: the demo backend's own tests send
 * malformed bodies and unknown values to prove it refuses them.
 */
export const OFF_CONTRACT_HEADER = 'X-Off-Contract';

export interface ContractWatch {
  answer: AnswerWatch;
  request: (request: Request) => void;
  /** What was found since the last take, once every request seen has been read. */
  take: () => Promise<string[]>;
}

export function contractWatch(): ContractWatch {
  let found: string[] = [];
  let reading: Promise<void>[] = [];
  return {
    answer(request, status, body) {
      if (request.headers.has(OFF_CONTRACT_HEADER)) return;
      found.push(...answerViolations(request.method, request.url, status, body));
    },
    request(request) {
      // A path outside the contract is left to the demo backend: Jest fails on a request no
      // handler answers, and the demo server answers it 404 (base-query tests probe such paths).
      if (
        request.headers.has(OFF_CONTRACT_HEADER) ||
        !operationOf(request.method, request.url)?.found
      )
        return;
      reading.push(
        sentRequest(request).then(
          (sent) => {
            found.push(...requestViolations(sent).map((line) => `request ${line}`));
          },
          () => {},
        ),
      );
    },
    async take() {
      const pending = reading;
      reading = [];
      await Promise.all(pending);
      const out = found;
      found = [];
      return out;
    },
  };
}
