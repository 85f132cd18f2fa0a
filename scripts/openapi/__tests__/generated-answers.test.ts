/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createGeneratorSync } from 'json-schema-faker';
import type { AnySchema } from 'yup';
import { fastCheck } from '@/shared/api/wire/fast-check';
import type { WireContext } from '@/shared/api/wire/fields';
import { API_ROOT, OPERATIONS } from '../operations';
import type { JsonSchema } from '../forms';

// Answers a backend team's tools would make from docs/openapi.json (json-schema-faker, a maintained
// generator, seeded), read by the app's own readers: every one the document admits, the app reads.
// A refusal here is an answer the document promises and the app would show as an error.

const ANSWERS_PER_CALL = Number(process.env.GENERATED_ANSWERS ?? 1000);

type Document = JsonSchema & { paths: Record<string, Record<string, JsonSchema>> };
const documentAt = (file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../../docs', file), 'utf8')) as Document;

/** `#/components/...` pointers replaced by what they point at (the document has no cycles). */
function inlined(node: unknown, document: Document): unknown {
  if (Array.isArray(node)) return node.map((item) => inlined(item, document));
  if (typeof node !== 'object' || node === null) return node;
  const pointer = (node as { $ref?: unknown }).$ref;
  if (typeof pointer === 'string') {
    const target = pointer
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document);
    return inlined(target, document);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, inlined(value, document)]),
  );
}

/** What the server sends at `where` ("contracts[3].copyright.name") in `data`. */
function rawAt(data: unknown, where: string): unknown {
  return where
    .split(/\.|\[(\d+)\]/)
    .filter((key) => key !== undefined && key !== '')
    .reduce<unknown>(
      (at, key) =>
        typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined,
      data,
    );
}

/** JSON with every object's keys in one order (yup writes them in an order of its own). */
const sorted = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );

/** The full document (every spelling the app reads) and its canonical profile. */
const calls = [
  ['openapi.json', ANSWERS_PER_CALL],
  ['openapi.canonical.json', Math.ceil(ANSWERS_PER_CALL / 4)],
].flatMap(([file, answers]) => {
  const document = documentAt(file as string);
  return OPERATIONS.filter((operation) => operation.data !== null).map((operation) => {
    const responses = document.paths[`${API_ROOT}${operation.path}`][operation.method]
      .responses as Record<string, JsonSchema>;
    const content = (responses[200] as { content: Record<string, { schema: JsonSchema }> }).content;
    return {
      name: `${file} ${operation.operationId}`,
      answers: answers as number,
      schema: operation.data!.schema() as AnySchema,
      answer: inlined(content['application/json'].schema, document) as JsonSchema,
    };
  });
});

describe.each(calls)('$name: answers generated from the document', (call) => {
  it(`reads each of ${call.answers} with no refusal, and shows every value it was sent`, () => {
    const generator = createGeneratorSync({ seed: 20261202, maxDefaultItems: 4 });
    const refused: string[] = [];
    const unread: string[] = [];
    const differs: string[] = [];
    for (let round = 0; round < call.answers; round += 1) {
      const body = generator.generate(call.answer) as { success: true; data: unknown };
      const fallbacks: string[] = [];
      const context: WireContext = { onFallback: (where) => fallbacks.push(where) };
      let read: unknown;
      try {
        read = call.schema.validateSync(body.data, {
          context,
          abortEarly: false,
          stripUnknown: true,
        });
      } catch (error) {
        refused.push(`${(error as Error).message} in ${JSON.stringify(body.data).slice(0, 300)}`);
        continue;
      }
      // A display field falls back only when nothing was sent: what is sent, the document says is
      // readable.
      for (const where of fallbacks) {
        const raw = rawAt(body.data, where);
        if (raw !== undefined && raw !== null) unread.push(`${where}: ${JSON.stringify(raw)}`);
      }
      // The fast reading the app uses first gives yup's value, or leaves the answer to yup.
      const fast = fastCheck(call.schema, body.data, () => undefined);
      if (fast && sorted(fast.value) !== sorted(read)) {
        differs.push(JSON.stringify(body.data).slice(0, 300));
      }
    }
    expect({ refused: refused.slice(0, 5), unread: unread.slice(0, 5) }).toEqual({
      refused: [],
      unread: [],
    });
    expect(differs.slice(0, 3)).toEqual([]);
  });
});

it('gives each field of the canonical profile one form, won and ids as JSON integers', () => {
  const canonical = documentAt('openapi.canonical.json');
  const text = JSON.stringify(canonical);
  expect(text).not.toContain('x-tolerated');
  const contract = (canonical.components as { schemas: Record<string, JsonSchema> }).schemas
    .ContractDetail as { properties: { contract: { properties: Record<string, JsonSchema> } } };
  expect(contract.properties.contract.properties.loanAmount).toMatchObject({
    type: 'integer',
    maximum: 900_000_000_000,
  });
  expect(contract.properties.contract.properties.loanAmount).not.toHaveProperty('anyOf');
});
