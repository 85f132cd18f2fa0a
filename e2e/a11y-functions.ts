/**
 * Accessibility checks that run inside the page (Playwright's and the WebKit and Gecko journeys):
 * each is self-contained, as in page-functions.ts (it is sent to the browser as its source).
 */

/**
 * What large text (the phone's 200 % text, emulated as a 200 % root font size: every size of ours
 * is in rem) breaks on the page as it is now: how far it scrolls sideways, amounts of won broken
 * across lines ("6,000,00" above "0원"), and text cut off by a box too small for it (a clipped
 * box whose text is wider or taller than the box; one-pixel visually hidden text is meant so).
 */
export function largeTextProblems(doc: Document = document): {
  sideways: number;
  broken: string[];
  cut: string[];
} {
  const root = doc.documentElement;
  const view = doc.defaultView ?? window;
  const sideways = root.scrollWidth - root.clientWidth;
  const broken: string[] = [];
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/[\d,.]*\d\s?원/g)) {
      const range = doc.createRange();
      range.setStart(node, match.index ?? 0);
      range.setEnd(node, (match.index ?? 0) + match[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const lines = new Set(rects.map((r) => Math.round(r.bottom)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  const cut: string[] = [];
  for (const element of doc.body.querySelectorAll<HTMLElement>('*')) {
    if (!element.textContent?.trim() || element.closest('[aria-hidden="true"]')) continue;
    const style = view.getComputedStyle(element);
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
    const wide = clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    // A glyph may reach a few pixels past its line box (a descender): a cut line is taller.
    const tall = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 4;
    if (wide || tall) {
      const text = element.textContent.trim().slice(0, 40);
      cut.push(`${element.localName}.${String(element.className).split(' ')[0]}: ${text}`);
    }
  }
  // A placeholder cannot wrap: one wider than its field's text box is cut.
  const measure = doc.createElement('canvas').getContext('2d');
  for (const field of doc.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[placeholder], textarea[placeholder]',
  )) {
    const drawn = field.getBoundingClientRect();
    if (!measure || field.value || drawn.width <= 1 || drawn.height <= 1) continue;
    // Drawn as text beside the field instead (the search field's hint, which wraps).
    if (field.nextElementSibling?.textContent === field.placeholder) continue;
    const style = view.getComputedStyle(field, '::placeholder');
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const box = view.getComputedStyle(field);
    const room = field.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
    if (measure.measureText(field.placeholder).width > room + 1) {
      cut.push(`${field.localName} placeholder: ${field.placeholder}`);
    }
  }
  return { sideways, broken: [...new Set(broken)], cut };
}

/**
 * Tap targets under 24 x 24 px (WCAG 2.5.8, KWCAG 6.1.3), each as `tag "name" WxH`. The spacing
 * exception is not assumed: a journey that needs it names the target and why. Visually hidden
 * controls (a file input behind its button, a 1 px skip link) are left out: what is tapped is
 * what they sit behind.
 */
export function smallTargets(): string[] {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="tab"]',
    '[role="switch"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="link"]',
  ].join(', ');
  const small: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const shown =
      box.width > 1 &&
      box.height > 1 &&
      style.visibility !== 'hidden' &&
      style.opacity !== '0' &&
      !element.closest('[inert], [aria-hidden="true"]');
    if (!shown || (box.width >= 24 && box.height >= 24)) continue;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
    small.push(
      `${element.localName} "${name ?? ''}" ${Math.round(box.width)}x${Math.round(box.height)}`,
    );
  }
  return small;
}
