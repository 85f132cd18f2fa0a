/** A JSON object, not an array: what a server's answer is checked to be before it is read. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
