/**
 * `npm run contract:check -- --base URL --login ID:PASSWORD [--write] [--report FILE]`
 *
 * Walks a server through the contract as the app would (./walk.ts) and judges each answer against
 * the OpenAPI document and the app's own readers (./judge.ts): ok, drift (the app reads it, not in
 * the canonical form) or break (the app cannot act on it). Exits 1 on any break, 0 on drift
 * alone, 2 when it is called wrongly. The login may come from CONTRACT_CHECK_LOGIN instead of the
 * command line (a CI secret). It never prints the password, the token or any value an answer
 * holds: paths, forms and JSON types only.
 */
import fs from 'node:fs';
import { counts, junit, markdown, notWalked, stepLines, summary } from './report';
import { answerOf } from './judge';
import { walk, type Send } from './walk';

const USAGE =
  'usage: npm run contract:check -- --base URL --login ID:PASSWORD [--write] [--report FILE.xml|FILE.md]';

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) usage(`${name} needs a value`);
  return value;
}

/** The API root: `https://host` and `https://host/api/v1` both name `https://host/api/v1`. */
export function apiRoot(base: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    usage('--base must be an absolute http(s) URL');
  }
  if (!/^https?:$/.test(url.protocol)) usage('--base must be an http(s) URL');
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path.endsWith('/api/v1') ? path : `${path}/api/v1`}`;
}

const TIMEOUT_MS = 15_000;

function httpSend(root: string): Send {
  return async (call, path) => {
    const response = await fetch(`${root}${path}`, {
      method: call.operation.method.toUpperCase(),
      headers: {
        Accept: 'application/json',
        ...(call.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(call.token ? { Authorization: `Bearer ${call.token}` } : {}),
      },
      body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    return answerOf(response);
  };
}

async function main() {
  const args = process.argv.slice(2);
  const base = option(args, '--base') ?? usage('--base is required');
  const login = option(args, '--login') ?? process.env.CONTRACT_CHECK_LOGIN;
  if (!login) usage('--login (or CONTRACT_CHECK_LOGIN) is required');
  const colon = login.indexOf(':');
  if (colon <= 0 || colon === login.length - 1) usage('--login must be ID:PASSWORD');
  const write = args.includes('--write');
  const reportFile = option(args, '--report');
  if (reportFile && !/\.(xml|md)$/.test(reportFile))
    usage('--report names a .xml (JUnit) or .md file');
  const root = apiRoot(base);

  console.log(`contract:check ${root}${write ? ' (with write calls)' : ''}`);
  const steps = await walk(httpSend(root), {
    loginId: login.slice(0, colon),
    password: login.slice(colon + 1),
    write,
    onStep: (step) => console.log(stepLines(step).join('\n')),
  });
  const missing = notWalked(steps);
  if (missing.length > 0) console.log(`not called: ${missing.join(', ')}`);
  console.log(summary(steps));
  if (reportFile) {
    fs.writeFileSync(
      reportFile,
      reportFile.endsWith('.xml') ? junit(steps, root) : markdown(steps, root),
    );
    console.log(`report: ${reportFile}`);
  }
  process.exit(counts(steps).break > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  // A bug of the check itself, not of the server: its name and message only (no answer in it).
  console.error(
    `contract:check failed: ${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'}`,
  );
  process.exit(2);
});
