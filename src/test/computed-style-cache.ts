/**
 * jsdom computes a style from scratch on every getComputedStyle call: it matches the element
 * against its user-agent sheet and every rule Emotion inserted, then resolves each inherited
 * property up the ancestors. Testing Library asks for one per node whenever it computes an
 * accessible name (`getByRole(…, { name })`) and per ancestor whenever user-event checks
 * pointer-events, so on a long page (the loan contract) a quarter of a test's time went there.
 *
 * jsdom already caches each element's matched declarations until the document changes (any node,
 * attribute, text or style sheet: `Document#_styleCache` is dropped). This keeps the resolved style
 * beside that cache, under exactly the same invalidation: a style is computed once per element per
 * DOM state instead of once per look, and never outlives a change jsdom would see.
 */
type DocumentImpl = { _styleCache: object | null };

export function cacheComputedStyles(window: Window & typeof globalThis) {
  const { document } = window;
  const implSymbol = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
  if (!implSymbol) return; // not jsdom, or a jsdom that hides its internals: leave it as it is
  const impl = (document as unknown as Record<symbol, DocumentImpl>)[implSymbol];
  if (!impl || !('_styleCache' in impl)) return;

  const compute = window.getComputedStyle.bind(window);
  let validFor: object | null = null;
  let styles = new WeakMap<Element, CSSStyleDeclaration>();

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return compute(element, pseudoElement);
    if (impl._styleCache === null || impl._styleCache !== validFor) {
      // The document changed since the last look (or this is the first).
      styles = new WeakMap();
      const style = compute(element);
      validFor = impl._styleCache;
      styles.set(element, style);
      return style;
    }
    let style = styles.get(element);
    if (!style) {
      style = compute(element);
      styles.set(element, style);
    }
    return style;
  };
}
