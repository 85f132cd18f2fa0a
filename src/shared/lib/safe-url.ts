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

/**
 * An image address the page may load: https (a CDN), this origin, an image's data: URL or a blob:
 * of the person's own file; what the CSP's img-src allows. Anything else (`javascript:`, a
 * `data:text/html`, another site over plain http) is no image: the cover's placeholder, and no
 * request the CSP would have to refuse.
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (/^data:image\/[a-z+.-]+[;,]/i.test(text)) return text;
  // A path on this origin: `/covers/1.jpg`, never a bare word that would be read as one.
  if (/^\/(?!\/)/.test(text)) return text;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'blob:') return text;
    if (url.protocol === 'http:' && url.origin === window.location.origin) return text;
  } catch {
    return null;
  }
  return null;
}
