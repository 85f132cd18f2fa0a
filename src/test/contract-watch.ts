/**
 * Every answer the demo backend gives in a test and every request sent to it is held to the
 * OpenAPI document (docs/openapi.json, scripts/openapi): a test that saw one leave it fails, so
 * neither the demo backend nor the app can drift from the contract without a red test. Answers a
 * test writes itself (`server.use`) are its own business and are not checked.
 */
import { watchAnswers } from '@mocks/handlers/respond';
import { server } from '@mocks/node';
import { contractWatch } from '@scripts/openapi/watch';

/** What the suite saw leave the document since the last test ended. */
export const suiteWatch = contractWatch();

export function holdToContract(): void {
  watchAnswers(suiteWatch.answer);
  server.events.on('request:start', ({ request }) => suiteWatch.request(request));
  afterEach(async () => {
    const found = await suiteWatch.take();
    if (found.length > 0) {
      throw new Error(
        `Left the OpenAPI document (docs/openapi.json):\n${[...new Set(found)].join('\n')}`,
      );
    }
  });
}
