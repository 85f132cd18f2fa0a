/**
 * Style rules written once, when the module that owns them is first evaluated, into a <style>
 * element of their own: nothing per render. MUI's `sx` and `styled` resolve, serialise and hash
 * every element's styles on each render (emotion) and compile each new rule with stylis; on home's
 * five contract cards that was about a seventh of the main thread's work in a cold load
 * (docs/performance.md). The components drawn most, many to a screen or on every screen, use plain
 * elements with these class names instead; values come from `tokens.ts`, as the theme's do.
 *
 * Class names are prefixed by their component (`contract-card__title`), since the rules are global.
 * In Node (the build's prerender, src/app/boot/prerender.tsx) there is no document: the rules are kept, and
 * `staticCssMarkup()` gives them to the prerendered page's <head>, where the browser's call finds
 * them by id and adds nothing. Calling again with the same id replaces the rules (a hot reload in
 * development), never adds a second element.
 */
const registered = new Map<string, string>();

export function staticCss(id: string, rules: string): void {
  registered.set(id, rules);
  if (typeof document === 'undefined') return;
  const existing = document.head.querySelector<HTMLStyleElement>(`style[data-static-css="${id}"]`);
  if (existing) {
    if (existing.textContent !== rules) existing.textContent = rules;
    return;
  }
  const element = document.createElement('style');
  element.dataset.staticCss = id;
  element.textContent = rules;
  document.head.append(element);
}

/** Every rule set written so far, as <style> elements for a prerendered page's <head>. */
export function staticCssMarkup(): string {
  return [...registered]
    .map(([id, rules]) => `<style data-static-css="${id}">${rules}</style>`)
    .join('');
}

/**
 * A flat style object (camelCase properties, string values or 0), as `sx` also takes it, written
 * as CSS declarations: one object serves a component's `sx` and a static stylesheet.
 */
export function cssDeclarations(style: Readonly<Record<string, string | 0>>): string {
  return Object.entries(style)
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
    )
    .join(';');
}
