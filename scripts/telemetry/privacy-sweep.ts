/**
 * The privacy sweep (docs/telemetry.md): what a payload must never hold. Jest runs it over every
 * payload its suites produce (src/test/telemetry-sweep.ts) and the journeys over every payload
 * the demo collector received (e2e/telemetry-teardown.ts).
 */

/** Where an OTLP payload carries numbers by design: times, integers, the version. */
const STRUCTURAL = new Set(['timeUnixNano', 'observedTimeUnixNano', 'intValue', 'doubleValue']);
/** The app's own files at a position, and the version with its commit: public, and needed. */
const PUBLIC = [/\/assets\/[\w.-]+\.(?:js|css)(?::\d+(?::\d+)?)?/g, /\d+\.\d+\.\d+\+[0-9a-f]+/g];
/** Four digits or more in a row: an amount, a phone, a birth date, an id, a card or account. */
const DIGIT_RUN = /\d{4,}/;

function strings(value: unknown, key = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!STRUCTURAL.has(key)) out.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => strings(item, key, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, item] of Object.entries(value)) strings(item, k, out);
  }
  return out;
}

/** Each personal value or long digit run found in the payloads, with a little context. */
export function personalFindings(payloads: string[], personal: string[]): string[] {
  const findings: string[] = [];
  const wanted = personal.filter((value) => value.length >= 3);
  for (const payload of payloads) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      findings.push(`unreadable payload: ${payload.slice(0, 80)}`);
      continue;
    }
    for (const text of strings(parsed)) {
      const hit = wanted.find((value) => text.includes(value));
      if (hit) findings.push(`"${hit}" in: ${text.slice(0, 160)}`);
      const bare = PUBLIC.reduce((rest, pattern) => rest.replace(pattern, ''), text);
      const run = DIGIT_RUN.exec(bare);
      if (run) findings.push(`digits "${run[0]}" in: ${text.slice(0, 160)}`);
    }
  }
  return findings;
}
