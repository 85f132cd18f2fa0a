/**
 * What Redux DevTools is shown (docs/debugging.md). The registration draft holds files as data
 * URLs: a phone photo is 8 MB of text that the extension would serialize and copy to its panel
 * after every action. The sanitizers replace each data URL with a short description, such as
 * `<image/jpeg data URL, 6.0 MB>`, and leave everything else as it is. They are pure: the store
 * keeps the real data URL; only DevTools' copy is shortened.
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

/**
 * `value` with every data URL, at any depth, described instead of copied. Objects and arrays
 * without a data URL inside are returned as they are (same reference), so DevTools' diffing of
 * untouched slices stays cheap.
 */
export function withoutDataUrls<T>(value: T): T {
  if (isDataUrl(value)) return describeDataUrl(value) as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => withoutDataUrls(item));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (typeof value === 'object' && value !== null) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const next = withoutDataUrls(item);
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
  return {
    name: '뮤직론',
    stateSanitizer: <S>(state: S) => withoutDataUrls(state),
    actionSanitizer: <A>(action: A) => withoutDataUrls(action),
    // Each action records the stack that dispatched it: DevTools' Trace tab shows who did it.
    trace: process.env.NODE_ENV === 'development',
    traceLimit: 25,
  };
}
