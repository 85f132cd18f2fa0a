/**
 * The hostile-data profile (docs/wire-contract.md): every string a person reads, and every address
 * the server sends, carries script in the shapes an attacker would try (an `onerror` image, a
 * closing quote and tag, `javascript:` and `data:text/html` links). The app must show them as text
 * and run none: a page that ran one counts it in `window.__hostileRan`, which the journeys read.
 * Ids, amounts, dates and statuses keep their real values, so every screen still works.
 */
let hostileData = false;
export const HOSTILE_DATA_KEY = 'demoHostileData';

export function setHostileData(on: boolean): void {
  hostileData = on;
}

export const isHostileData = () => hostileData;

const RAN = 'window.__hostileRan=(window.__hostileRan||0)+1';

/** What every displayed text gets after its own words, so screens stay recognisable. */
export const HOSTILE_TEXT = `"><img src=x onerror="${RAN}"><script>${RAN}</script>`;

/** Addresses in their place: links, documents and covers. */
export const HOSTILE_URLS = [
  `javascript:${RAN}`,
  `data:text/html,<script>${RAN}</script>`,
  `"><img src=x onerror="${RAN}">`,
];

const TEXT_KEYS = new Set(['title', 'name', 'nftName', 'loanType', 'type', 'job']);
const LIST_KEYS = new Set(['singers', 'composers', 'lyricists']);
const URL_KEYS = new Set(['imageUrl', 'nftImageUrl', 'registrationDoc']);

function poison(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    if (LIST_KEYS.has(key)) return value.map((item) => `${String(item)}${HOSTILE_TEXT}`);
    if (key === 'streamingUrls') return [...HOSTILE_URLS];
    return value.map((item) => poison(item, key));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        if (typeof v === 'string' && TEXT_KEYS.has(k)) return [k, `${v}${HOSTILE_TEXT}`];
        if (typeof v === 'string' && URL_KEYS.has(k)) return [k, HOSTILE_URLS[k.length % 3]];
        if (typeof v === 'string' && k === 'streamingUrls') return [k, HOSTILE_URLS.join(',')];
        return [k, poison(v, k)];
      }),
    );
  }
  return value;
}

/** `data` as the hostile profile sends it, when it is on. */
export const withHostileData = (data: unknown): unknown => (hostileData ? poison(data) : data);
