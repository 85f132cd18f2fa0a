/**
 * Lookups by key over the state's row arrays, built once per array and kept while it only grows.
 * A large world (`?world=5000`: 5,500 copyrights, 6,000 schedules) made every `find` by id a scan,
 * and the seed and each list call a scan of scans. Rows are only ever pushed, or the array is
 * replaced (sweepExpired): a new array builds its index anew, and rows pushed since the last
 * look are added to it. Keys never change
 * on a row, so an index holding the rows themselves sees every other change to them.
 */
interface Built<Row> {
  length: number;
  groups: Map<unknown, Row[]>;
}

const indexes = new WeakMap<object, Map<string, Built<unknown>>>();

function built<Row extends object, K extends keyof Row>(rows: Row[], key: K): Map<unknown, Row[]> {
  let byKey = indexes.get(rows);
  if (!byKey) {
    byKey = new Map();
    indexes.set(rows, byKey);
  }
  const name = String(key);
  let known = byKey.get(name) as Built<Row> | undefined;
  if (!known) {
    known = { length: 0, groups: new Map() };
    byKey.set(name, known as Built<unknown>);
  }
  // Rows pushed since the last look: only they are added.
  for (let i = known.length; i < rows.length; i += 1) {
    const row = rows[i];
    const group = known.groups.get(row[key]);
    if (group) group.push(row);
    else known.groups.set(row[key], [row]);
  }
  known.length = rows.length;
  return known.groups;
}

/** The rows whose `key` is `value`, in the array's order. */
export function rowsWhere<Row extends object, K extends keyof Row>(
  rows: Row[],
  key: K,
  value: Row[K],
): readonly Row[] {
  return built(rows, key).get(value) ?? [];
}

/** The first row whose `key` is `value`, or undefined. */
export function rowWhere<Row extends object, K extends keyof Row>(
  rows: Row[],
  key: K,
  value: Row[K],
): Row | undefined {
  return rowsWhere(rows, key, value)[0];
}
