/**
 * What Redux DevTools is shown (docs/debugging.md). The registration draft holds files as data
 * URLs: a phone photo is 8 MB of text that the extension would serialize and copy to its panel
 * after every action. The sanitizers replace each data URL with a short description, such as
 * `<image/jpeg data URL, 6.0 MB>`, and a list of thousands (a 5,000-loan answer in RTK Query's
 * cache, and the action that brought it) is shown as its first items and a count. They are pure:
 * the store keeps everything; only DevTools' copy is shortened.
 */

const DATA_URL = /^data:([^;,]*)[;,]/;

/** `data:image/jpeg;base64,...` (6 MB of bytes) → `<image/jpeg data URL, 6.0 MB>`. */
export function describeDataUrl(value: string): string {
  const type = DATA_URL.exec(value)?.[1] || 'text/plain';
  const comma = value.indexOf(',');
  const payload = comma < 0 ? 0 : value.length - comma - 1;
  const base64 = value.slice(0, comma).endsWith(';base64');
  const bytes = base64 ? Math.floor((payload * 3) / 4) : payload;
  const megabytes = Math.round(bytes / 104_857.6) / 10;
  return `<${type} data URL, ${megabytes.toFixed(1)} MB>`;
}

const isDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('data:') && DATA_URL.test(value);

/** Longer lists are summarised: their first LIST_HEAD entries, then a line that counts the rest. */
export const LONG_LIST = 50;
/**
 * Objects with more keys alike. In our state only RTK Query's maps grow (its queries, tags and
 * subscriptions, a key per call): search's singer look-ups alone leave 40 loans' details in the
 * cache, ~0.9 KB each, which took what DevTools was sent per action to 49 KB at 5,000 loans.
 */
export const LONG_MAP = 30;
const LIST_HEAD = 10;
const summaries = new WeakMap<object, unknown>();

/**
 * A list of 5,000 loans or 6,000 rounds as DevTools shows it: its first ten items (sanitised),
 * then `<… 4,990 more of 5,000 items>`; an object keyed by 5,000 ids (RTK Query's tags) alike.
 * Made once per list (the store never changes one in place), so every action that leaves it
 * alone pays nothing for it.
 */
function summarised(value: object): unknown {
  const known = summaries.get(value);
  if (known) return known;
  let made: unknown;
  if (Array.isArray(value)) {
    made = [
      ...value.slice(0, LIST_HEAD).map((item: unknown) => forDevTools(item)),
      `<… ${value.length - LIST_HEAD} more of ${value.length} items>`,
    ];
  } else {
    const entries = Object.entries(value);
    made = Object.fromEntries([
      ...entries.slice(0, LIST_HEAD).map(([key, item]) => [key, forDevTools(item)]),
      ['…', `<${entries.length - LIST_HEAD} more of ${entries.length} keys>`],
    ]);
  }
  summaries.set(value, made);
  return made;
}

/** More than LONG_MAP keys, counted without making a list of them. */
function hasManyKeys(value: object): boolean {
  let keys = 0;
  for (const key in value) {
    if (Object.hasOwn(value, key) && ++keys > LONG_MAP) return true;
  }
  return false;
}

/**
 * `value` as DevTools is sent it: every data URL, at any depth, described instead of copied,
 * and every list longer than LONG_LIST (object with more than LONG_MAP keys) summarised. Objects
 * and arrays with neither inside are returned as they are (same reference), so DevTools' diffing
 * of untouched slices stays cheap.
 */
export function forDevTools<T>(value: T): T {
  if (isDataUrl(value)) return describeDataUrl(value) as T;
  if (Array.isArray(value)) {
    if (value.length > LONG_LIST) return summarised(value) as T;
    const items = value.map((item: unknown) => forDevTools(item));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (typeof value === 'object' && value !== null) {
    if (hasManyKeys(value)) return summarised(value) as T;
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const next = forDevTools(item);
      if (next !== item) changed = true;
      return [key, next] as const;
    });
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}

/**
 * The store's `devTools` option. `REDUX_DEVTOOLS` is decided at build time (webpack.config.ts):
 * on for `npm start` and the static demo (`npm run build:demo`), off for `npm run build`.
 */
export function devToolsOptions() {
  if (process.env.REDUX_DEVTOOLS !== 'true') return false;
  return devToolsSettings;
}

/** What DevTools is sent and how, the extension's and the remote monitor's alike. */
export const devToolsSettings = {
  name: '뮤직론',
  stateSanitizer: <S>(state: S) => forDevTools(state),
  actionSanitizer: <A>(action: A) => forDevTools(action),
  // Each action records the stack that dispatched it: DevTools' Trace tab shows who did it.
  trace: process.env.NODE_ENV === 'development',
  traceLimit: 25,
};
