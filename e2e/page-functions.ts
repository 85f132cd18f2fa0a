import { colorSchemes, type ColorName } from '@/shared/ui/tokens';

/**
 * Functions that run inside the page, shared by the Playwright journeys and the WebKit and Gecko
 * ones (e2e/core.engines.ts): each is self-contained (it is sent to the browser as its source).
 */

/**
 * The countdown a card draws, as the eye reads it: home's digits are strips that animations move
 * (app's Countdown), so the text is read from where each strip stands now, one line per wheel
 * height (1.25rem).
 * Without a root, the page's first countdown.
 */
export function countdownAsDrawn(root?: Element | null): string {
  const wheels = root ?? document.querySelector('[data-testid="countdown-wheels"]');
  if (!wheels) return '';
  return [...wheels.childNodes]
    .map((node) => {
      if (!(node instanceof HTMLElement)) return node.textContent ?? '';
      const strip = node.firstElementChild as HTMLElement;
      const linePx = node.getBoundingClientRect().height;
      const line = Math.round(-new DOMMatrix(getComputedStyle(strip).transform).m42 / linePx);
      const lines = strip.children.length
        ? [...strip.children].map((child) => child.textContent ?? '')
        : (strip.textContent ?? '').split('\n');
      return lines[line];
    })
    .join('');
}

/** Seconds left in a drawn countdown ("2일 03:04:05 남음"). */
export function secondsIn(drawn: string): number {
  const [, days = '0', h, m, s] = /^(?:(\d+)일 )?(\d{2}):(\d{2}):(\d{2})/.exec(drawn) ?? [];
  return ((Number(days) * 24 + Number(h)) * 60 + Number(m)) * 60 + Number(s);
}

/** `#RRGGBB` as the browser reports a computed colour. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Light-scheme colours that no dark screen may show, as surfaces and as text. */
const lightOnly = (names: ColorName[]) =>
  names
    .filter((name) => colorSchemes.light[name] !== colorSchemes.dark[name])
    .map((name) => rgb(colorSchemes.light[name]));

export const LIGHT_ONLY_COLOURS: [surfaces: string[], texts: string[]] = [
  lightOnly([
    'paper',
    'background',
    'grey100',
    'grey200',
    'primaryLight',
    'positiveLight',
    'warningLight',
    'disabledFill',
  ]),
  lightOnly(['text', 'textSecondary', 'primary', 'warningDark', 'positiveDark']),
];

/**
 * Elements drawn in a light-scheme colour (the signature pad is paper-white on purpose); called
 * with LIGHT_ONLY_COLOURS.
 */
export function lightColouredElements([surfaces, texts]: [string[], string[]]): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
    if (element.closest('svg') && element.tagName !== 'svg') continue;
    if (element.querySelector(':scope > canvas')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const name = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}`;
    if (surfaces.includes(style.backgroundColor))
      found.push(`${name} background ${style.backgroundColor}`);
    const hasText = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (hasText && texts.includes(style.color)) found.push(`${name} text ${style.color}`);
  }
  return found;
}

/**
 * The title and the streaming link (the last field typed) in the persisted draft (IndexedDB
 * `music-copyright-lending` / `kv` / `nftFormData`): the title once both are there, so the whole
 * first step was written.
 */
export function storedDraftTitleInPage(): Promise<string | null> {
  return new Promise<string | null>((resolve) => {
    const open = indexedDB.open('music-copyright-lending', 1);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('kv').objectStore('kv').get('nftFormData');
      read.onsuccess = () => {
        const draft = read.result as { title?: string; streamingUrls?: string[] } | undefined;
        resolve(draft?.streamingUrls?.[0] ? (draft.title ?? null) : null);
      };
      read.onerror = () => resolve(null);
      db.close();
    };
    open.onerror = () => resolve(null);
  });
}

/**
 * In the page: opens `path` of the same app in a `width`-px frame over it (a phone that narrow;
 * MiniBrowser's own window cannot go under ~447 px), waits until its text holds `ready`, and
 * returns how wide its page is against its screen (less a classic scrollbar), or what it never
 * saw.
 */
export function narrowFrameWidths(
  path: string,
  width: number,
  ready: string,
  /** A root font size for the frame's page from its start ('200%': large text). */
  textSize = '',
  /** Run on the frame's page once it is ready (largeTextProblems). */
  check?: (page: Document) => unknown,
): Promise<
  { innerWidth: number; scrollWidth: number; clientWidth: number; checked?: unknown } | string
> {
  return new Promise((resolve) => {
    document.querySelector('iframe[data-narrow]')?.remove();
    const frame = document.createElement('iframe');
    frame.dataset.narrow = '';
    frame.style.cssText = `position:fixed;top:0;left:0;z-index:2147483647;width:${width}px;height:700px;border:0`;
    frame.src = path;
    document.body.append(frame);
    const started = Date.now();
    const look = () => {
      const page = frame.contentDocument;
      if (textSize) page?.documentElement?.style.setProperty('font-size', textSize);
      if (page?.body?.innerText.includes(ready)) {
        // A moment more for the covers and the last layout.
        setTimeout(
          () =>
            resolve({
              innerWidth: frame.contentWindow!.innerWidth,
              scrollWidth: page.documentElement.scrollWidth,
              clientWidth: page.documentElement.clientWidth,
              checked: check?.(page),
            }),
          500,
        );
      } else if (Date.now() - started > 15_000) resolve(`never saw “${ready}” at ${path}`);
      else setTimeout(look, 20);
    };
    look();
  });
}

/**
 * One step toward the long list's row `position` (VirtualList draws a screenful): its link's
 * text once the row is drawn, else null after scrolling the page toward it. A step is taken from
 * the rows on screen only: until the list has drawn for the last scroll, the rows it drew before
 * are off screen, and a step from them goes past the row, then back past it (on a busy machine the
 * list can lag each step, and the steps went on swinging about the row).
 */
export function stepToRow(position: number): string | null {
  const rows = [...document.querySelectorAll<HTMLElement>('[aria-posinset]')];
  const row = rows.find((item) => item.getAttribute('aria-posinset') === String(position));
  if (row) {
    row.scrollIntoView({ block: 'center' });
    return row.querySelector('a')?.textContent ?? null;
  }
  const drawn = rows
    .filter((item) => {
      const box = item.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    })
    .map((item) => Number(item.getAttribute('aria-posinset')));
  if (drawn.length === 0) return null;
  const last = Math.max(...drawn);
  const first = Math.min(...drawn);
  const rowsAway = position > last ? position - last : position - first;
  window.scrollBy(0, rowsAway * 140);
  return null;
}

/** The ids of a registered song of the signed-in account, from the demo API with its token. */
export async function registeredSongInPage(): Promise<{ copyrightId: number; contractId: number }> {
  const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
  const mine = await fetch('/api/v1/me/copyrights?status=REGISTERED', { headers }).then((r) =>
    r.json(),
  );
  const copyrightId = mine.data.copyrights[0].copyrightId as number;
  const detail = await fetch(`/api/v1/copyrights/${copyrightId}`, { headers }).then((r) =>
    r.json(),
  );
  return { copyrightId, contractId: detail.data.contractId as number };
}

/** The amount and rounds chosen before the contract screen (1,000,000원, 6 rounds). */
export function storeLoanTermsInPage(contractId: number): true {
  sessionStorage.setItem(
    'loanTerms',
    JSON.stringify({ [contractId]: { amount: 1_000_000, count: 6 } }),
  );
  return true;
}
