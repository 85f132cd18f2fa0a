/**
 * The API reference page: docs/openapi.json rendered as one static HTML page, with no script at
 * all, so it is served under the app's own Content-Security-Policy and Trusted Types as it is
 * (docs/decisions/075). The demo server serves it at /api-reference (`npm run mock:server`).
 *
 * Every call with its parameters, body, answers and the demo backend's example; every shape as a
 * table of its fields, each with what the app does with it (exact, optional, display and its
 * fallback), the canonical form and the other spellings the app also reads.
 */
import { SYSTEM_FONTS } from '@/app/theme/system-fonts';
import { tokenCss } from '@/shared/ui/token-css';

type Json = Record<string, unknown>;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The documents' descriptions: text with `code` spans and blank lines between paragraphs. */
const prose = (text: unknown) =>
  typeof text !== 'string'
    ? ''
    : text
        .split(/\n\n+/)
        .map((paragraph) => `<p>${escape(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
        .join('');

/** A path that may wrap after each slash on a narrow screen: `/contracts/<wbr>{contractId}`. */
const pathText = (path: string) => escape(path).replace(/\//g, '/<wbr>');

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `#/components/schemas/NftDetail` → `NftDetail`. */
const refName = (schema: Json) =>
  typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;

/** One schema's form in words: `integer ≥ 0`, `one of A, B`, `"…" matching /…/`. */
function formText(schema: Json): string {
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(String).join(', ')}`;
  if ('const' in schema) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
  if (type === 'array' && isJson(schema.items)) parts.push(`array of ${formText(schema.items)}`);
  else parts.push(type);
  const { minimum, maximum } = schema;
  if (typeof minimum === 'number' && typeof maximum === 'number')
    parts.push(`${minimum} to ${maximum}`);
  else if (typeof minimum === 'number') parts.push(`≥ ${minimum}`);
  else if (typeof maximum === 'number') parts.push(`≤ ${maximum}`);
  if (typeof schema.pattern === 'string') parts.push(`matching ${schema.pattern}`);
  return parts.join(' ');
}

interface Row {
  path: string;
  wire: string;
  canonical: string;
  tolerated: string[];
  required: boolean;
}

/** A shape's fields, flattened: `contract.loanAmount`, `contracts[].title`. */
function rows(schema: Json, path: string, required: boolean, out: Row[]): Row[] {
  const name = refName(schema);
  if (name) {
    out.push({ path, wire: '', canonical: `see ${name}`, tolerated: [], required });
    return out;
  }
  const wire = isJson(schema['x-wire']) ? schema['x-wire'] : undefined;
  const wireText = wire
    ? wire.class === 'display'
      ? `display (fallback ${JSON.stringify(wire.fallback)})`
      : String(wire.class)
    : '';
  if (schema.type === 'object' && isJson(schema.properties)) {
    if (path) out.push({ path, wire: wireText, canonical: 'object', tolerated: [], required });
    const needed = Array.isArray(schema.required) ? schema.required : [];
    for (const [key, value] of Object.entries(schema.properties)) {
      if (isJson(value)) rows(value, path ? `${path}.${key}` : key, needed.includes(key), out);
    }
    return out;
  }
  if (schema.type === 'array' && isJson(schema.items) && schema.items.type === 'object') {
    out.push({ path, wire: wireText, canonical: 'array', tolerated: [], required });
    return rows(schema.items, `${path}[]`, true, out);
  }
  const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]) : [schema];
  out.push({
    path,
    wire: wireText,
    canonical:
      typeof branches[0].description === 'string' && branches.length > 1
        ? branches[0].description
        : formText(branches[0]),
    tolerated: branches
      .slice(1)
      .map((branch) =>
        branch.type === 'null'
          ? 'null'
          : typeof branch.description === 'string'
            ? branch.description
            : formText(branch),
      ),
    required,
  });
  return out;
}

/** A shape's fields as a list that reflows at any width (a four-column table did not at 390 px). */
function fieldTable(schema: Json): string {
  const items = rows(schema, '', true, []).map(
    (row) =>
      `<dt><code>${escape(row.path || '(whole)')}</code>${row.wire ? ` <span class="badge">${escape(row.wire)}</span>` : ''}${row.required ? '' : ' <small>may be left out</small>'}</dt>` +
      `<dd>${escape(row.canonical)}${row.tolerated.length > 0 ? `<br><small>also read:</small> ${row.tolerated.map((text) => escape(text)).join(' ')}` : ''}</dd>`,
  );
  return `<dl class="fields">${items.join('')}</dl>`;
}

const exampleBlock = (label: string, value: unknown) =>
  `<details><summary>${escape(label)}</summary><pre><code>${escape(JSON.stringify(value, null, 2))}</code></pre></details>`;

function operationSection(method: string, path: string, operation: Json, document: Json): string {
  const components = (document.components ?? {}) as Json;
  const id = String(operation.operationId);
  // [{bearer}]: a token required; [{bearer}, {}]: sent when the app has one, the server decides.
  const security = Array.isArray(operation.security) ? operation.security.length : 0;
  const tokenBadge =
    security === 1
      ? ' <span class="badge">bearer token</span>'
      : security === 2
        ? ' <span class="badge">bearer token when signed in</span>'
        : '';
  const parameters = ((operation.parameters ?? []) as Json[]).map((parameter) => {
    const resolved = refName(parameter)
      ? ((components.parameters as Json)[refName(parameter) as string] as Json)
      : parameter;
    return (
      `<dt><code>${escape(String(resolved.name))}</code> <span class="badge">${escape(String(resolved.in))}, ${resolved.required ? 'required' : 'optional'}</span></dt>` +
      `<dd>${escape(formText(resolved.schema as Json))}. ${escape(String(resolved.description ?? ''))}</dd>`
    );
  });
  const body = isJson(operation.requestBody) ? (operation.requestBody.content as Json) : undefined;
  const bodyParts = body
    ? Object.entries(body).map(([type, media]) => {
        const mediaJson = media as Json;
        const schema = mediaJson.schema as Json;
        const name = refName(schema);
        const example = isJson(mediaJson.examples)
          ? (mediaJson.examples.demo as Json | undefined)
          : undefined;
        return (
          `<p>Body: <code>${escape(type)}</code>${name ? `, <a href="#schema-${escape(name)}">${escape(name)}</a>` : ''}</p>` +
          (name ? '' : fieldTable(schema)) +
          (example ? exampleBlock('Example request', example.value) : '')
        );
      })
    : [];
  const responses = Object.entries(operation.responses as Json).map(([status, response]) => {
    const responseJson = response as Json;
    const named = refName(responseJson);
    if (named) {
      const shared = (components.responses as Json)[named] as Json;
      return `<li><strong>${escape(status)}</strong> ${escape(String(shared.description))} <code>{"success": false, "error": {"code", "message"}}</code></li>`;
    }
    const media = (responseJson.content as Json)['application/json'] as Json;
    const data = ((media.schema as Json).properties as Json).data as Json;
    const dataName = refName(data);
    const example = isJson(media.examples) ? (media.examples.demo as Json | undefined) : undefined;
    return (
      `<li><strong>${escape(status)}</strong> <code>{"success": true, "data": …}</code>, <code>data</code>: ` +
      `${dataName ? `<a href="#schema-${escape(dataName)}">${escape(dataName)}</a>` : 'null'}` +
      `${example ? exampleBlock('Example answer (the demo backend)', example.value) : ''}</li>`
    );
  });
  return (
    `<section id="${escape(id)}" aria-labelledby="${escape(id)}-title">` +
    `<h3 id="${escape(id)}-title"><span class="method">${escape(method.toUpperCase())}</span> <code>${pathText(path)}</code></h3>` +
    `<p class="summary">${escape(String(operation.summary))}${tokenBadge}</p>` +
    prose(operation.description) +
    (parameters.length > 0
      ? `<h4>Parameters</h4><dl class="fields">${parameters.join('')}</dl>`
      : '') +
    bodyParts.join('') +
    `<ul class="responses">${responses.join('')}</ul>` +
    '</section>'
  );
}

/**
 * The app's own theme (src/shared/ui/tokens.ts through token-css.ts: colours in both schemes,
 * the type scale, spacing) and its system faces: no colour or size is written here.
 */
const STYLE = `${tokenCss()}
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 60rem; padding: calc(2 * var(--space)); font-family: ${SYSTEM_FONTS}; font-size: var(--fs-lg); line-height: 1.6; color: var(--c-text); background: var(--c-paper); overflow-wrap: break-word; }
a { color: var(--c-primary); }
nav ul { padding-left: calc(2 * var(--space)); }
nav li { padding: calc(0.25 * var(--space)) 0; }
dt code, h3 code { overflow-wrap: anywhere; }
summary { cursor: pointer; padding: calc(0.5 * var(--space)) 0; }
h1 { font-size: var(--fs-h1); line-height: 1.3; }
h2 { font-size: var(--fs-h2); margin-top: calc(5 * var(--space)); border-bottom: 1px solid var(--c-divider); }
h3 { font-size: var(--fs-h3); margin: 0 0 calc(0.5 * var(--space)); }
h4 { font-size: var(--fs-lg); margin: calc(1.5 * var(--space)) 0 0; }
code, pre { font-family: ui-monospace, monospace; font-size: var(--fs-md); background: var(--c-grey100); border-radius: var(--radius); }
code { padding: 0 calc(0.5 * var(--space)); }
pre { padding: calc(1.5 * var(--space)); overflow-x: auto; max-height: 30rem; }
pre code { padding: 0; background: none; }
section { margin: calc(3 * var(--space)) 0; padding-top: calc(2 * var(--space)); border-top: 1px solid var(--c-divider); }
.method { font-weight: var(--fw-bold); }
.summary { margin: 0; color: var(--c-text-secondary); }
.badge { display: inline-block; padding: 0 var(--space); border: 1px solid var(--c-line-border); border-radius: calc(4 * var(--radius)); font-size: var(--fs-md); }
dl.fields dt { margin-top: calc(1.25 * var(--space)); }
dl.fields dd { margin: calc(0.25 * var(--space)) 0 0 calc(2 * var(--space)); }
small { color: var(--c-text-secondary); }
ul.responses { padding-left: calc(2.5 * var(--space)); }
`;

/** The page for `document` (the generated OpenAPI document). */
export function referencePage(document: Json): string {
  const info = document.info as Json;
  const paths = document.paths as Record<string, Record<string, Json>>;
  const tags = (document.tags ?? []) as Json[];
  const schemas = ((document.components as Json).schemas ?? {}) as Record<string, Json>;
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
  const byTag = tags.map((tag) => ({
    tag,
    operations: operations.filter(({ operation }) => (operation.tags as string[])[0] === tag.name),
  }));
  const toc = byTag
    .map(
      ({ tag, operations: list }) =>
        `<li>${escape(String(tag.name))}<ul>${list
          .map(
            ({ method, path, operation }) =>
              `<li><a href="#${escape(String(operation.operationId))}">${escape(method.toUpperCase())} ${pathText(path)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>API reference · ${escape(String(info.title))}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1><span lang="ko">${escape(String(info.title))}</span> <small>${escape(String(info.version))}</small></h1>
<p>${escape(String(info.summary ?? ''))}</p>
${prose(info.description)}
<p>The document itself: <a href="/api-reference/openapi.json">openapi.json</a> (OpenAPI ${escape(String(document.openapi))}). Each path is written as the app calls it, from the server's root (<code>API_BASE_URL</code> when set).</p>
</header>
<nav aria-label="calls"><h2>Calls</h2><ul>${toc}</ul><p><a href="#shapes">Shapes</a></p></nav>
<main>
${byTag
  .map(
    ({ tag, operations: list }) =>
      `<h2 id="tag-${escape(String(tag.name))}">${escape(String(tag.name))}</h2>${prose(tag.description)}` +
      list
        .map(({ method, path, operation }) => operationSection(method, path, operation, document))
        .join(''),
  )
  .join('\n')}
<h2 id="shapes">Shapes</h2>
${Object.entries(schemas)
  .map(
    ([name, schema]) =>
      `<section id="schema-${escape(name)}" aria-labelledby="schema-${escape(name)}-title"><h3 id="schema-${escape(name)}-title">${escape(name)}</h3>${fieldTable(schema)}</section>`,
  )
  .join('\n')}
</main>
</body>
</html>
`;
}
