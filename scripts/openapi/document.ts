/**
 * The OpenAPI 3.1 document of the contract, generated from the schemas the app reads with
 * (src/shared/api/wire) and the table of calls (./operations.ts); never written by hand.
 * `npm run openapi` writes it to docs/openapi.json (./write.ts).
 *
 * Every field says what the app does with it (`x-wire`): `exact` (the app acts on it; anything it
 * cannot read fails the call), `optional` (may be left out; a value that is sent must read) or
 * `display` (only shown; anything unreadable is shown as `x-wire.fallback`). Each field's schema
 * is an `anyOf` whose first branch is the canonical form a server should send and whose other
 * branches (`x-tolerated`) are the spellings the app's readers also accept (./forms.ts).
 */
import type { AnySchema } from 'yup';
import type { WireMeta } from '@/shared/api/wire/fast-check';
import { MAX_ID } from '@/shared/api/wire/spellings';
import { formOf, type JsonSchema } from './forms';
import {
  API_ROOT,
  OPERATIONS,
  PATH_PARAMETERS,
  type Operation,
  type RequestBody,
} from './operations';

/** What the walk of the demo backend saw for each call (./examples.ts), by operationId. */
export interface Example {
  request?: unknown;
  status: number;
  body: unknown;
}
export type Examples = Record<string, Example>;

const metaOf = (schema: AnySchema) =>
  schema.spec.meta as { wire?: WireMeta; known?: string[] } | undefined;

const CLASS_TEXT = {
  exact: 'Exact: the app acts on this value; one it cannot read fails the call.',
  optional: 'Optional: may be left out or null; a value that is sent must read, or the call fails.',
  display: 'Display: only shown; a missing or unreadable value is shown as the fallback.',
};

/**
 * `full`: every spelling the app reads (docs/openapi.json). `canonical`: only the form a server
 * should send, each field one type, for generating a server's types and stubs
 * (docs/openapi.canonical.json): openapi-typescript then gives `number` for won and ids.
 */
export type Profile = 'full' | 'canonical';
let profile: Profile = 'full';

/** One field: its form's canonical schema first, then what the reader also accepts. */
function field(meta: Extract<WireMeta, { read: unknown }>, known: string[] = []): JsonSchema {
  const form = formOf(meta.read, known);
  const branches: JsonSchema[] = [form.canonical, ...(profile === 'full' ? form.tolerated : [])];
  const fallback = meta.kind === 'display' ? meta.fallback : undefined;
  // Null is canonical too where the contract sends it (no registration document, no start yet).
  if (meta.kind === 'optional' || fallback === null) branches.push({ type: 'null' });
  const described: JsonSchema = {
    description: `${form.name}. ${CLASS_TEXT[meta.kind]}`,
    'x-wire': meta.kind === 'display' ? { class: 'display', fallback } : { class: meta.kind },
  };
  return branches.length === 1
    ? { ...branches[0], ...described }
    : { ...described, anyOf: branches };
}

/** Whether an object's key must be sent: what the app acts on (an exact value, a record, a list). */
const isRequired = (schema: AnySchema) => {
  const kind = metaOf(schema)?.wire?.kind;
  return kind === 'exact' || kind === 'record' || kind === 'list';
};

/** A response schema of src/shared/api/wire as JSON Schema. */
export function responseSchema(schema: AnySchema): JsonSchema {
  const meta = metaOf(schema);
  const wire = meta?.wire;
  switch (wire?.kind) {
    case 'exact':
    case 'optional':
    case 'display':
      return field(wire, meta?.known);
    case 'list':
      return {
        type: 'array',
        items: responseSchema((schema as unknown as { innerType: AnySchema }).innerType),
        'x-wire': { class: 'exact' },
      };
    case 'record':
    case 'group': {
      const fields = (schema as unknown as { fields: Record<string, AnySchema> }).fields;
      const required = Object.keys(fields).filter((key) => isRequired(fields[key]));
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [key, responseSchema(value)]),
        ),
        ...(required.length > 0 ? { required } : {}),
        ...(wire.kind === 'group'
          ? {
              description: `${CLASS_TEXT.display} Left out, each field shows its fallback.`,
              'x-wire': { class: 'display', fallback: {} },
            }
          : { 'x-wire': { class: 'exact' } }),
      };
    }
    default:
      // `data: null` calls (nullDataSchema) have no wire field.
      return { type: 'null' };
  }
}

interface Described {
  type: string;
  innerType?: Described;
  fields?: Record<string, Described>;
  tests: { name?: string; params?: Record<string, unknown> }[];
  optional: boolean;
}

/** A request schema (strict yup, ../../src/shared/api/wire/request-schemas.ts) as JSON Schema. */
export function requestSchema(schema: AnySchema): JsonSchema {
  return fromDescription(schema.describe() as unknown as Described);
}

function fromDescription(described: Described): JsonSchema {
  const test = (name: string) => described.tests.find((one) => one.name === name);
  switch (described.type) {
    case 'object': {
      const fields = described.fields ?? {};
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [key, fromDescription(value)]),
        ),
        required: Object.keys(fields).filter((key) => !fields[key].optional),
      };
    }
    case 'array':
      return { type: 'array', items: fromDescription(described.innerType as Described) };
    case 'number': {
      const min = test('min')?.params?.min;
      return {
        type: test('integer') ? 'integer' : 'number',
        ...(typeof min === 'number' ? { minimum: min } : {}),
      };
    }
    case 'string': {
      const regex = test('matches')?.params?.regex;
      return { type: 'string', ...(regex instanceof RegExp ? { pattern: regex.source } : {}) };
    }
    default:
      return { type: described.type };
  }
}

const ref = (kind: 'schemas' | 'responses' | 'parameters', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

const ERROR_RESPONSES = {
  400: ['BadRequest', 'A refused rule or a malformed request.'],
  401: [
    'Unauthorized',
    'No token where this server wants one, an unknown or expired one, or a wrong login.',
  ],
  404: ['NotFound', 'No such id.'],
  409: ['Conflict', 'The login id is taken.'],
} as const;

function requestBody(body: RequestBody, example: Example | undefined): JsonSchema {
  const examples =
    example?.request !== undefined
      ? { examples: { demo: { summary: 'As the demo backend saw it', value: example.request } } }
      : {};
  switch (body.kind) {
    case 'json':
      return {
        required: true,
        content: { 'application/json': { schema: ref('schemas', body.name), ...examples } },
      };
    case 'form':
      return {
        required: true,
        content: { 'multipart/form-data': { schema: ref('schemas', body.name) } },
      };
    case 'nft-upload': {
      const files = Object.fromEntries(
        body.files.map((file) => [
          file.part,
          {
            type: 'string',
            contentMediaType: file.types[0],
            description: `${file.types.join(', ')}; at most ${file.maxBytes / 1024 / 1024} MB; ${file.required === 'always' ? 'required' : `required ${file.required}`}.`,
          },
        ]),
      );
      return {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { ...files, [body.json.part]: ref('schemas', body.json.name) },
              required: [
                ...body.files.filter((file) => file.required === 'always').map((file) => file.part),
                body.json.part,
              ],
            },
            encoding: {
              [body.json.part]: { contentType: 'application/json' },
              ...Object.fromEntries(
                body.files.map((file) => [file.part, { contentType: file.types.join(', ') }]),
              ),
            },
          },
        },
      };
    }
  }
}

/** The success envelope around `data`. */
const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { success: { const: true }, data },
  required: ['success', 'data'],
});

/** Lists cut to two items: an example, not the seed. */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(shortened);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item)]));
  }
  return value;
}

/**
 * Who may call (spec §7: the token goes on every request once one is stored): a call that means
 * nothing without a person requires it; sign-up and sign-in come before any token; every other
 * call carries it when the app has one, and whether it needs one is the server's to decide (an
 * optional requirement, `{}` standing for "no token").
 */
const securityOf = (operation: Operation) =>
  operation.auth ? [{ bearer: [] }] : operation.tag === 'Auth' ? [] : [{ bearer: [] }, {}];

/** A call whose token is optional may still be refused without one, by a server that wants it. */
const errorsOf = (operation: Operation) =>
  securityOf(operation).length === 2 && !operation.errors.includes(401)
    ? [...operation.errors, 401 as const].sort()
    : operation.errors;

function operationObject(operation: Operation, examples: Examples): JsonSchema {
  const example = examples[operation.operationId];
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const parameters = [
    ...pathNames.map((name) => ref('parameters', name)),
    ...(operation.query ?? []).map((query) => ({
      name: query.name,
      in: 'query',
      description: query.description,
      required: query.required ?? false,
      schema: query.values
        ? { type: 'string', enum: [...query.values] }
        : {
            type: 'integer',
            ...(query.minimum !== undefined ? { minimum: query.minimum } : {}),
            ...(query.maximum !== undefined ? { maximum: query.maximum } : {}),
          },
    })),
  ];
  const data = operation.data ? ref('schemas', operation.data.name) : { type: 'null' };
  const success =
    example && example.status < 300
      ? {
          examples: {
            demo: { summary: 'The demo backend’s answer', value: shortened(example.body) },
          },
        }
      : {};
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description:
      operation.row === null
        ? operation.description
        : `${operation.description}\n\nAPI contract row ${operation.row}.`,
    tags: [operation.tag],
    security: securityOf(operation),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body ? { requestBody: requestBody(operation.body, example) } : {}),
    responses: {
      200: {
        description: operation.data ? 'Done; `data` as described.' : 'Done; `data` is null.',
        content: { 'application/json': { schema: envelope(data), ...success } },
      },
      ...Object.fromEntries(
        errorsOf(operation).map((status) => [status, ref('responses', ERROR_RESPONSES[status][0])]),
      ),
      '5XX': ref('responses', 'ServerError'),
    },
  };
}

const TAGS = [
  ['Auth', 'Sign-up and sign-in.'],
  ['Contracts', 'Open loans, one contract, and investing in it.'],
  ['Loans', 'A copyright’s loan: its conditions, terms and agreement.'],
  ['Copyrights', 'Registering a song as an NFT, and the lists of one’s own.'],
  ['Settlement', 'Running loans and their monthly rounds.'],
] as const;

export const DOCUMENT_PATH = 'docs/openapi.json';
export const CANONICAL_DOCUMENT_PATH = 'docs/openapi.canonical.json';

export function buildDocument(examples: Examples = {}, asked: Profile = 'full'): JsonSchema {
  profile = asked;
  try {
    return documentOf(examples);
  } finally {
    profile = 'full';
  }
}

function documentOf(examples: Examples): JsonSchema {
  const schemas: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of OPERATIONS) {
    if (operation.data) schemas[operation.data.name] = responseSchema(operation.data.schema());
    const body = operation.body;
    if (body?.kind === 'json' || body?.kind === 'form')
      schemas[body.name] = requestSchema(body.schema);
    if (body?.kind === 'nft-upload') schemas[body.json.name] = requestSchema(body.json.schema);
    // The whole path, as the app calls it: mock servers made from the document (Prism) ignore a
    // server URL's path, so the prefix lives in each path.
    const at = `${API_ROOT}${operation.path}`;
    paths[at] = { ...paths[at], [operation.method]: operationObject(operation, examples) };
  }
  schemas.ErrorEnvelope = {
    type: 'object',
    properties: {
      success: { const: false },
      error: {
        type: 'object',
        properties: {
          code: { type: 'string', description: 'A stable code, such as DUPLICATE_LOGIN_ID.' },
          message: { type: 'string', description: 'A Korean message a person may read.' },
        },
        required: ['code', 'message'],
      },
    },
    required: ['success', 'error'],
  };
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: ref('schemas', 'ErrorEnvelope') } },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: '음악 저작권 NFT 담보 대출 API',
      version: '1.0.0',
      summary: 'The wire contract of the music-copyright lending app, as the app reads it.',
      description: [
        'Generated by `npm run openapi` from the schemas the app reads every answer with ',
        '(src/shared/api/wire); docs/contract.md says how to read it and how to run `npm run contract:check` ',
        'against a server.\n\n',
        'Every answer is an envelope: `{"success": true, "data": …}` on 2xx, ',
        '`{"success": false, "error": {"code", "message"}}` on 4xx and 5xx. ',
        'Money is an integer number of won; rates are decimal fractions of a year (0.12 = 12 %).\n\n',
        'Each field carries `x-wire`: `exact` (the app acts on it; a value it cannot read fails the call), ',
        '`optional` (may be left out), or `display` (only shown; an unreadable value is shown as ',
        '`x-wire.fallback`). ',
        profile === 'full'
          ? 'The first branch of a field’s `anyOf` is the canonical form; branches marked `x-tolerated` are other spellings the app also reads (docs/openapi.canonical.json has the canonical forms alone).'
          : 'This is the canonical profile: each field in the one form a server should send, for generating a server’s types and stubs. The app reads more spellings than these (docs/openapi.json).',
      ].join(''),
      license: { name: 'UNLICENSED', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      {
        url: '/',
        description: `The app's own origin (API_BASE_URL when set); every call lives under ${API_ROOT}.`,
      },
    ],
    tags: TAGS.map(([name, description]) => ({ name, description })),
    security: [{ bearer: [] }, {}],
    paths,
    components: {
      schemas,
      parameters: Object.fromEntries(
        Object.entries(PATH_PARAMETERS).map(([name, description]) => [
          name,
          {
            name,
            in: 'path',
            required: true,
            description,
            schema: { type: 'integer', minimum: 1, maximum: MAX_ID },
          },
        ]),
      ),
      responses: {
        ...Object.fromEntries(
          Object.values(ERROR_RESPONSES).map(([name, description]) => [
            name,
            errorResponse(description),
          ]),
        ),
        ServerError: errorResponse('The server failed; the app says so and offers to try again.'),
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The accessToken from sign-in or sign-up, as `Authorization: Bearer <token>`.',
        },
      },
    },
  };
}
