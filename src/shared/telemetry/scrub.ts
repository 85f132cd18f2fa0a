import { routePattern } from './report';

/**
 * The one scrubber every string that leaves the phone passes (개인정보 보호법; docs/telemetry.md).
 * What a developer needs survives: the app's own script files with their line and column, an
 * error's words in English, a route pattern. What could be a person's is replaced: an address
 * becomes its route pattern (no query, no fragment, no id), and numbers of four digits or more
 * (amounts, phones, birth dates, ids), Hangul (names, titles, free text), e-mails, wallet
 * addresses and long tokens become a mark.
 */

/** The app's own script or stylesheet, at a position: `/assets/main.1a2b3c4d.js:1:2345`. */
const ASSET = /\/assets\/[\w.-]+\.(?:js|css)(?::\d+(?::\d+)?)?/g;
/** A module of the development server's bundle (`webpack-internal:///./src/…:12:5`). */
const DEV_MODULE = /webpack-internal:\/\/\/[\w./@-]+(?::\d+(?::\d+)?)?/g;
const URL_LIKE = /\b(?:https?|wss?|blob|data):[^\s)'"<>]*/gi;
const RULES: [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/0x[0-9a-f]{6,}/gi, '[address]'],
  [/\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{24,}(?:\.[\w-]+){0,2}/gi, '[token]'],
  [/[\p{Script=Hangul}]+/gu, '[ko]'],
  [/\d(?:[\d,.\-: ]*\d){3,}/g, '#'],
];
/** The marker a kept asset stands behind while the rules run (no rule matches it). */
const KEEP = '\u0000';

/** An address, as the team may see it: the app's asset path, or the route pattern of a screen. */
function scrubUrl(raw: string): string {
  const asset = raw.match(ASSET);
  if (asset) return asset[0];
  if (!/^https?:/i.test(raw)) return `${raw.split(':')[0]}:`;
  try {
    const url = new URL(raw);
    return url.origin === globalThis.location?.origin ? routePattern(url.pathname) : url.origin;
  } catch {
    return '[url]';
  }
}

export function scrubText(text: string, limit = 500): string {
  const kept: string[] = [];
  const keep = (value: string) => {
    kept.push(value);
    return `${KEEP}${kept.length - 1}${KEEP}`;
  };
  let out = text
    .replace(DEV_MODULE, keep)
    .replace(URL_LIKE, (url) => keep(scrubUrl(url)))
    .replace(ASSET, keep);
  for (const [pattern, mark] of RULES) out = out.replace(pattern, mark);
  // eslint-disable-next-line no-control-regex
  out = out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => kept[Number(i)] ?? '');
  return out.length > limit ? `${out.slice(0, limit)}…` : out;
}

/** A stack, frame by frame, at most `frames` of them. */
export function scrubStack(stack: string | undefined, frames = 25): string | undefined {
  if (!stack) return undefined;
  return stack
    .split('\n')
    .slice(0, frames + 1)
    .map((line) => scrubText(line, 300))
    .join('\n');
}
