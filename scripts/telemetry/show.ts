import fs from 'node:fs';
import { SourceLines } from './source-lines';
import type { Summary } from './summary';

/**
 * `npm run telemetry`: what the demo collector received, with source lines.
 *
 *   npm run telemetry                              # the demo server at http://127.0.0.1:4000
 *   npm run telemetry -- --from http://127.0.0.1:4174
 *   npm run telemetry -- --stack stack.txt         # one reported stack (a file, or - for stdin)
 *   npm run telemetry -- --maps dist-maps --dist dist   # where the build's maps and files are
 */

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const lines = new SourceLines(option('maps', 'dist-maps'), option('dist', 'dist'));
const ms = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(value < 1 ? 3 : 0) : '—';

function print(summary: Summary & { refused: number }) {
  const out: string[] = [];
  out.push(`${summary.records} records from ${summary.versions.join(', ') || 'no version'}`);
  if (summary.refused) out.push(`${summary.refused} payloads refused by the OTLP schema`);
  out.push('', 'Web Vitals, p75 per route pattern (ms; CLS unitless)');
  for (const [route, byName] of Object.entries(summary.vitals)) {
    const cells = Object.entries(byName).map(
      ([name, v]) => `${name.toUpperCase()} ${ms(v.p75)} (${v.count})`,
    );
    out.push(`  ${route.padEnd(34)} ${cells.join('  ')}`);
  }
  out.push('', 'Errors');
  for (const e of summary.errors.slice(0, 10)) {
    out.push(`  ${e.count}× [${String(e.source)}] ${String(e.type)}: ${String(e.message)}`);
    out.push(`     on ${String(e.route)}, ${e.version}`);
    if (typeof e.stack === 'string') out.push(indent(lines.stack(e.stack), 5));
  }
  out.push('', 'Failing calls');
  for (const c of summary.calls.slice(0, 20)) {
    out.push(
      `  ${c.count}× ${String(c.endpoint)} ${String(c.cause)}${c.status ? ` ${String(c.status)}` : ''} on ${String(c.route)}`,
    );
  }
  out.push('', 'Drifted fields (the server sent what the contract does not say)');
  for (const d of summary.drift) {
    out.push(`  ${d.count}× ${String(d.call)} ${String(d.field)} on ${String(d.route)}`);
  }
  out.push('', 'Money answers re-checked');
  for (const m of summary.money)
    out.push(`  ${m.count}× ${String(m.endpoint)} ${String(m.outcome)}`);
  out.push('', 'Slow taps (INP over 200 ms)');
  for (const t of summary.slowTaps) {
    const file =
      typeof t.script === 'string' ? /\/assets\/([\w.-]+\.js)/.exec(t.script)?.[1] : undefined;
    const source =
      file && typeof t.scriptChar === 'number' ? lines.atChar(file, t.scriptChar) : null;
    out.push(
      `  ${ms(t.ms)} ms on ${String(t.route)}: ${String(t.target)}, ${String(t.slowestPart)}` +
        (source ? `\n     → ${source}` : t.script ? `\n     in ${String(t.script)}` : ''),
    );
  }
  console.log(out.join('\n'));
}

const indent = (text: string, by: number) =>
  text
    .split('\n')
    .map((line) => `${' '.repeat(by)}${line}`)
    .join('\n');

async function main() {
  const stack = option('stack', '');
  if (stack) {
    console.log(lines.stack(fs.readFileSync(stack === '-' ? 0 : stack, 'utf8')));
    return;
  }
  const from = option('from', 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const answer = await fetch(`${from}/telemetry`);
  if (!answer.ok) throw new Error(`${from}/telemetry answered ${answer.status}`);
  print((await answer.json()) as Summary & { refused: number });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
