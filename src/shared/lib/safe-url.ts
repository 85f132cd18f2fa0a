/**
 * Links built from server data open only for http(s) URLs: a `javascript:` or `data:` URL in a
 * streaming link must never become a clickable href.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
