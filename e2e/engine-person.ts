import { readFileSync } from 'node:fs';
import type { Handle, Tab } from './engine-drivers';
import { words } from './words';

/**
 * A person at a tab of WebKit or Gecko: what they see and tap, found the way the Jest suites and
 * Playwright find it, by role and accessible name, with @testing-library/dom (its UMD build is
 * injected into each page it looks at). Every look waits, as Playwright's expect does.
 */

const TESTING_LIBRARY = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);
/** The library as an expression that defines `window.TestingLibraryDom` whatever `this` is. */
const INJECT = `(function () { ${TESTING_LIBRARY} }).call(window), true`;

export interface RoleQuery {
  role: string;
  name?: string;
  /** Default true: the whole name; false: a part of it. */
  exact?: boolean;
}

/** A field by its label's text, as getByLabel finds it (a password field has no role). */
export interface LabelQuery {
  label: string;
}

export type Query = RoleQuery | LabelQuery;

const lookArgs = (query: Query) =>
  'label' in query
    ? (['label', query.label, null, true] as const)
    : (['role', query.role, query.name ?? null, query.exact ?? true] as const);

const describe = (query: Query) =>
  'label' in query ? `the field "${query.label}"` : `${query.role} "${query.name ?? ''}"`;

const DEFAULT_WAIT_MS = 10_000;

/**
 * In the page: the elements found by role and accessible name (`by` 'role'), or by label text
 * ('label', for a password field, which has no role), the first of them (`want` 'element') or how
 * many ('count'); 'no-library' before the library is injected.
 */
function look(
  by: 'role' | 'label',
  what: string,
  name: string | null,
  exact: boolean,
  want: 'element' | 'count',
) {
  const library = (window as unknown as { TestingLibraryDom?: Record<string, CallableFunction> })
    .TestingLibraryDom;
  if (!library) return 'no-library';
  const matcher = name === null ? undefined : exact ? name : (text: string) => text.includes(name);
  const found = (
    by === 'role'
      ? library.queryAllByRole(document.body, what, { name: matcher })
      : library.queryAllByLabelText(document.body, what, { exact: true })
  ) as Element[];
  return want === 'count' ? found.length : (found[0] ?? null);
}

export class Person {
  constructor(
    readonly tab: Tab,
    private readonly baseURL: string,
    readonly engine: string,
  ) {}

  async open(path: string) {
    await this.tab.goto(new URL(path, this.baseURL).href);
  }

  async path(): Promise<string> {
    const url = new URL(await this.tab.url());
    return `${url.pathname}${url.search}`;
  }

  /** Waits until `probe()` gives something other than false, null or undefined. */
  async waitFor<T>(
    probe: () => Promise<T | false | null | undefined>,
    what: string,
    timeoutMs = DEFAULT_WAIT_MS,
  ): Promise<T> {
    const until = Date.now() + timeoutMs;
    let lastError: unknown;
    for (;;) {
      try {
        const value = await probe();
        if (value !== false && value !== null && value !== undefined) return value;
      } catch (error) {
        // A page between two documents answers with an error; the next look will do.
        lastError = error;
      }
      if (Date.now() > until) {
        throw new Error(
          `${this.engine}: waited ${timeoutMs} ms for ${what}` +
            (lastError ? ` (last error: ${String(lastError)})` : ''),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async withLibrary<T>(look: () => Promise<T | 'no-library'>): Promise<T> {
    const first = await look();
    if (first !== 'no-library') return first;
    await this.tab.run(INJECT);
    const second = await look();
    if (second === 'no-library') throw new Error('the page lost the library');
    return second;
  }

  /** The element, once there (waits). */
  async find(query: Query, timeoutMs?: number): Promise<Handle> {
    return this.waitFor(
      () =>
        this.withLibrary(async () => {
          const count = await this.tab.run<number | 'no-library'>(
            look,
            ...lookArgs(query),
            'count',
          );
          if (count === 'no-library') return count;
          if (count === 0) return null;
          return this.tab.element(look, ...lookArgs(query), 'element');
        }),
      describe(query),
      timeoutMs,
    );
  }

  /** How many such elements are on view now (no wait). */
  count(query: Query): Promise<number> {
    return this.withLibrary(() =>
      this.tab.run<number | 'no-library'>(look, ...lookArgs(query), 'count'),
    );
  }

  async sees(query: Query, timeoutMs?: number) {
    await this.find(query, timeoutMs);
  }

  async seesNo(query: Query, timeoutMs = DEFAULT_WAIT_MS) {
    await this.waitFor(
      async () => (await this.count(query)) === 0,
      `no ${describe(query)}`,
      timeoutMs,
    );
  }

  /** Text the page shows (as innerText reads it: what is rendered). */
  async seesText(text: string, timeoutMs?: number) {
    await this.waitFor(
      () =>
        this.tab.run<boolean>((wanted: string) => document.body.innerText.includes(wanted), text),
      `the text "${text}"`,
      timeoutMs,
    );
  }

  async seesNoText(text: string, timeoutMs?: number) {
    await this.waitFor(
      () =>
        this.tab.run<boolean>((wanted: string) => !document.body.innerText.includes(wanted), text),
      `no text "${text}"`,
      timeoutMs,
    );
  }

  async tap(query: Query) {
    await (await this.find(query)).click();
  }

  async type(query: Query, text: string) {
    await (await this.find(query)).type(text);
  }

  /** The value of a text box (by its label). */
  async valueOf(name: string): Promise<string> {
    await this.find({ role: 'textbox', name });
    return this.tab.run<string>(
      (label: string) =>
        (
          (
            window as unknown as {
              TestingLibraryDom: { getByRole: CallableFunction };
            }
          ).TestingLibraryDom.getByRole(document.body, 'textbox', {
            name: label,
          }) as HTMLInputElement
        ).value,
      name,
    );
  }

  /** Waits until the text box (by its label) holds `value`, as a person reads it once typed. */
  async seesValue(name: string, value: string, timeoutMs?: number) {
    await this.waitFor(
      async () => (await this.valueOf(name)) === value,
      `"${value}" in ${name}`,
      timeoutMs,
    );
  }

  async isAt(path: string, timeoutMs?: number) {
    await this.waitFor(async () => (await this.path()) === path, `the address ${path}`, timeoutMs);
  }
}

/** Every demo account's password (mocks/db/seed-data.ts). */
export const DEMO_PASSWORD = 'demo1234!';

/** Logs in through the login screen and lands on `next`, as logIn() in ./fixtures.ts does. */
export async function logIn(person: Person, loginId: string, next: string) {
  await person.open(`/login?next=${encodeURIComponent(next)}`);
  await person.type({ role: 'textbox', name: words.login.id }, loginId);
  await person.type({ label: words.login.password }, DEMO_PASSWORD);
  await person.tap({ role: 'button', name: words.login.submit });
  await person.isAt(next);
}
