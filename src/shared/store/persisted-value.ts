/**
 * A slice as redux-persist stored it in localStorage (`persist:<key>`): a JSON object whose every
 * field is itself JSON, plus redux-persist's own `_persist`. Read from a `storage` event's new
 * value, when another tab wrote it; null for anything that is not such an object.
 */
export function persistedValue(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const outer: unknown = JSON.parse(raw);
    if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) return null;
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(outer)) {
      if (key === '_persist') continue;
      fields[key] = typeof value === 'string' ? JSON.parse(value) : value;
    }
    return fields;
  } catch {
    return null;
  }
}
