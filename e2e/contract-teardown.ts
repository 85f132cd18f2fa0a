/**
 * After the whole suite: what the demo server saw leave the OpenAPI document (docs/openapi.json)
 * while it answered the journeys (MOCK_CONTRACT_WATCH=1, scripts/mock-server-app.ts): any answer of
 * its own or request sent to it that left the document fails the run. The demo bundle's worker is
 * checked journey by journey (e2e/fixtures.ts `demoContract`).
 */
export async function contractTeardown(server: string) {
  const found: string[] = await fetch(`${server}/contract-violations`).then((r) => r.json());
  if (found.length > 0) {
    throw new Error(
      `${found.length} answer(s) or request(s) left the OpenAPI document on the demo server:\n${found.slice(0, 40).join('\n')}`,
    );
  }
  console.log('Demo server: every answer and request held to the OpenAPI document.');
}
