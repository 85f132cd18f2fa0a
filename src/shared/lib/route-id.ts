/** A route's numeric id (server ids are positive integers) from its address; null for anything else. */
export function routeIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
