/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import committed from '../../../docs/openapi.json';
import { buildDocument } from '../document';
import { OPERATIONS } from '../operations';
import { referencePage } from '../reference-page';

/** The document without its examples (the walk of the demo backend writes those). */
function withoutExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key]) => key !== 'examples' || !('demo' in (value as { examples: object }).examples),
      )
      .map(([key, item]) => [key, withoutExamples(item)]),
  );
}

it('is what the wire schemas say today (npm run openapi writes it; CI also compares the examples)', () => {
  expect(withoutExamples(committed)).toEqual(withoutExamples(buildDocument()));
});

it('lists the 18 calls of the contract and the 2 declared ones, each once, with an example of its answer but the uploads', () => {
  const paths = committed.paths as Record<
    string,
    Record<
      string,
      {
        operationId: string;
        responses: Record<string, { content?: Record<string, { examples?: unknown }> }>;
      }
    >
  >;
  const listed = Object.values(paths).flatMap((methods) => Object.values(methods));
  expect(listed.map((operation) => operation.operationId).sort()).toEqual(
    OPERATIONS.map((operation) => operation.operationId).sort(),
  );
  expect(
    OPERATIONS.filter((operation) => operation.row !== null).map((operation) => operation.row),
  ).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
  const withoutExample = listed
    .filter((operation) => !operation.responses['200'].content?.['application/json'].examples)
    .map((operation) => operation.operationId);
  expect(withoutExample).toEqual(['registerNft', 'signUp', 'getLoanConclusion']);
});

it('says what the app does with each field, and what it also reads', () => {
  const detail = (
    committed.components.schemas as unknown as Record<
      string,
      { properties: Record<string, { properties: Record<string, unknown> }> }
    >
  ).ContractDetail;
  expect(detail.properties.contract.properties.loanAmount).toMatchObject({
    'x-wire': { class: 'exact' },
    anyOf: [
      { type: 'integer', minimum: 0 },
      { type: 'string', 'x-tolerated': true },
    ],
  });
  expect(detail.properties.copyright.properties.title).toMatchObject({
    'x-wire': { class: 'display', fallback: '—' },
  });
});

it('renders every call and shape on the reference page, its text escaped', () => {
  const page = referencePage({
    ...committed,
    info: { ...committed.info, summary: '<script>alert(1)</script>' },
  } as Record<string, unknown>);
  expect(page).not.toContain('<script');
  expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  for (const operation of OPERATIONS) expect(page).toContain(`id="${operation.operationId}"`);
  for (const name of Object.keys(committed.components.schemas))
    expect(page).toContain(`id="schema-${name}"`);
});
