/**
 * Holds a request and an answer to the OpenAPI document (docs/openapi.json) with Ajv, as JSON
 * Schema 2020-12 (OpenAPI 3.1's dialect). Jest checks every demo answer and every request the app
 * sends with it (src/test/contract-watch.ts), the demo server every one it sees in the journeys
 * (scripts/mock-server-app.ts), and `npm run contract:check` every answer of the server it walks.
 * Messages name paths, keywords and types, never a value: what they check may be a person's data.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import document from '../../docs/openapi.json';
import { API_ROOT, findOperation, type Operation } from './operations';

const DOCUMENT_ID = 'openapi.json';
export { API_ROOT };
/** Demo-only addresses under the API root that the contract does not describe. */
const DEMO_ONLY = /^\/demo\//;

let current: object = document;
let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/** Checks against `next` instead of the committed document (`npm run openapi` while it writes one). */
export function judgeByDocument(next: object): void {
  current = next;
  ajv = undefined;
  compiled.clear();
}

/** A validator for the part of the document at `pointer` (a JSON pointer), compiled once. */
function validator(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer);
  if (!validate) {
    if (!ajv) {
      // Formats (date-time) are annotations here: the app's readers decide what a date is.
      ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
      ajv.addSchema(current, DOCUMENT_ID);
    }
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Ajv's errors as lines: where, the path in the body, the keyword. A field none of whose forms
 * match is one line ("anyOf"), not one per form it is not.
 */
function describe(where: string, errors: ErrorObject[] | null | undefined): string[] {
  const all = errors ?? [];
  const anyOfs = all.filter((error) => error.keyword === 'anyOf').map((error) => error.schemaPath);
  return all
    .filter((error) => !anyOfs.some((path) => error.schemaPath.startsWith(`${path}/`)))
    .map((error) => {
      const what =
        error.keyword === 'required'
          ? `required ${String(error.params.missingProperty)}`
          : error.keyword === 'anyOf'
            ? 'none of its forms'
            : error.keyword;
      return `${where} at ${error.instancePath || '/'}: ${what} (${error.schemaPath})`;
    });
}

/** The operation a URL names, with its path under the API root. */
export function operationOf(method: string, url: string) {
  const { pathname } = new URL(url, 'http://localhost');
  const at = pathname.indexOf(API_ROOT);
  if (at < 0) return undefined;
  const path = pathname.slice(at + API_ROOT.length);
  if (DEMO_ONLY.test(path)) return undefined;
  return { path, found: findOperation(method, path) };
}

/**
 * What is wrong with an answer (`body` parsed from JSON, or undefined when it was not JSON), as
 * the document sees it: [] when it conforms. Addresses outside the API root are not its business.
 */
export function answerViolations(
  method: string,
  url: string,
  status: number,
  body: unknown,
): string[] {
  const target = operationOf(method, url);
  if (!target) return [];
  if (!target.found) {
    return status === 404
      ? []
      : [`${method.toUpperCase()} ${target.path} → ${status}: no such call in the contract`];
  }
  return operationAnswerViolations(target.found.operation, status, body);
}

/** What is wrong with an answer to `operation`, as the document sees it: [] when it conforms. */
export function operationAnswerViolations(
  operation: Operation,
  status: number,
  body: unknown,
): string[] {
  const where = `${operation.method.toUpperCase()} ${operation.path} → ${status}`;
  if (body === undefined) return [`${where}: the answer is not JSON`];
  const pointer = responsePointer(operation, status);
  if (!pointer) return [`${where}: a status the contract does not name for this call`];
  const validate = validator(pointer);
  return validate(body) ? [] : describe(where, validate.errors);
}

function responsePointer(operation: Operation, status: number): string | undefined {
  const base = `/paths/${escape(`${API_ROOT}${operation.path}`)}/${operation.method}/responses`;
  if (status >= 200 && status < 300) return `${base}/200/content/application~1json/schema`;
  if (status >= 500 || (operation.errors as number[]).includes(status)) {
    return '/components/schemas/ErrorEnvelope';
  }
  return undefined;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The JSON body parsed, the form's fields, or undefined for none. */
  json?: unknown;
  form?: Map<string, 'file' | string>;
  /** The body could not be read (the request was cut before it was sent): nothing to say of it. */
  unread?: boolean;
}

/** What is wrong with a request the app sent, as the document sees it: [] when it conforms. */
export function requestViolations(request: SentRequest): string[] {
  const target = operationOf(request.method, request.url);
  if (!target) return [];
  const where = `${request.method.toUpperCase()} ${target.found?.operation.path ?? target.path}`;
  if (!target.found) return [`${where}: no such call in the contract`];
  const { operation, params } = target.found;
  const out: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (!/^[1-9]\d*$/.test(value)) out.push(`${where}: path parameter ${name} is not an id`);
  }
  const query = new URL(request.url, 'http://localhost').searchParams;
  for (const name of new Set(query.keys())) {
    const declared = operation.query?.find((one) => one.name === name);
    const value = query.get(name) ?? '';
    if (!declared) out.push(`${where}: query ${name} is not in the contract`);
    else if (declared.values && !declared.values.includes(value)) {
      out.push(`${where}: query ${name} is not one of ${declared.values.join(', ')}`);
    } else if (!declared.values && !/^\d+$/.test(value)) {
      out.push(`${where}: query ${name} is not a whole number`);
    }
  }
  for (const declared of operation.query ?? []) {
    if (declared.required && !query.has(declared.name)) {
      out.push(`${where}: query ${declared.name} is missing`);
    }
  }
  if (operation.auth && !/^Bearer \S+$/.test(request.headers.get('Authorization') ?? '')) {
    out.push(`${where}: no bearer token`);
  }
  out.push(...bodyViolations(operation, where, request));
  return out;
}

function bodyViolations(operation: Operation, where: string, request: SentRequest): string[] {
  const body = operation.body;
  if (request.unread) return [];
  const type = request.headers.get('Content-Type') ?? '';
  if (!body)
    return request.json !== undefined || request.form ? [`${where}: a body it takes none of`] : [];
  const schemaAt = (name: string) => validator(`/components/schemas/${name}`);
  if (body.kind === 'json') {
    if (!type.startsWith('application/json'))
      return [`${where}: the Content-Type is not application/json`];
    const validate = schemaAt(body.name);
    return validate(request.json) ? [] : describe(`${where} body`, validate.errors);
  }
  if (!type.startsWith('multipart/form-data') || !request.form) {
    return [`${where}: the body is not multipart/form-data`];
  }
  const form = request.form;
  if (body.kind === 'form') {
    const fields = Object.fromEntries(form);
    const validate = schemaAt(body.name);
    return validate(fields) ? [] : describe(`${where} form`, validate.errors);
  }
  const out: string[] = [];
  for (const file of body.files) {
    if (file.required === 'always' && form.get(file.part) !== 'file')
      out.push(`${where}: no ${file.part} file`);
  }
  const json = form.get(body.json.part);
  let parsed: unknown;
  try {
    parsed = json === undefined || json === 'file' ? undefined : JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  const validate = schemaAt(body.json.name);
  if (!validate(parsed)) out.push(...describe(`${where} ${body.json.part}`, validate.errors));
  return out;
}

/**
 * A Fetch request as SentRequest (its body read from a clone). A multipart part that is a file
 * counts as a file, except a part typed application/json (the NFT's details), read as text.
 */
export async function sentRequest(request: Request): Promise<SentRequest> {
  const type = request.headers.get('Content-Type') ?? '';
  const base = { method: request.method, url: request.url, headers: request.headers };
  if (request.method === 'GET' || request.method === 'HEAD') return base;
  const copy = request.clone();
  if (type.startsWith('multipart/form-data')) {
    const form = new Map<string, 'file' | string>();
    try {
      for (const [name, value] of await copy.formData()) {
        form.set(
          name,
          typeof value === 'string'
            ? value
            : value.type.startsWith('application/json')
              ? await value.text()
              : 'file',
        );
      }
    } catch {
      return { ...base, unread: true };
    }
    return { ...base, form };
  }
  let text: string;
  try {
    text = await copy.text();
  } catch {
    return { ...base, unread: true };
  }
  if (text === '') return base;
  try {
    return { ...base, json: JSON.parse(text) as unknown };
  } catch {
    return { ...base, json: Symbol('not JSON') };
  }
}
