import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

let axeScript: string | undefined;
const axeSource = () =>
  (axeScript ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

type AxeWindow = Window & {
  axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
};

const describeViolation = (violation: Result) =>
  `[${violation.impact}] ${violation.id}: ${violation.help} — ` +
  violation.nodes
    .slice(0, 5)
    .map((node) => node.target.join(' '))
    .join(' | ');

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations. Every
 * violation (minor and moderate too) is attached to the test report for review.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Evaluated through DevTools, not a <script> tag: the app's Content-Security-Policy
  // (script-src 'self') rightly refuses inline scripts, and the journeys keep it switched on.
  const alreadyLoaded = await page.evaluate(() => 'axe' in window);
  // Colours are checked at rest: a button caught mid-transition (disabled grey → primary) would
  // report a contrast its user never sees for more than a few frames.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  if (!alreadyLoaded) await page.evaluate(axeSource());
  const results = await page.evaluate(() =>
    (window as unknown as AxeWindow).axe.run(document, { resultTypes: ['violations'] }),
  );
  await test.info().attach('axe-violations.json', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map(describeViolation), 'serious/critical accessibility violations').toEqual([]);
}

let htmlcsScript: string | undefined;
const htmlcsSource = () =>
  (htmlcsScript ??= readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8'));

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  element: Element;
}
type HtmlcsWindow = Window & {
  HTMLCS: {
    process: (standard: string, content: Document, done: () => void, failed: () => void) => void;
    getMessages: () => HtmlcsMessage[];
  };
};

/**
 * A second engine beside axe: HTML_CodeSniffer (what pa11y runs) at WCAG 2 AA, failing on any of
 * its errors (its warnings and notices ask a person to look, and are not failures). The two
 * disagree in places, contrast on SVG text among them: HTMLCS reads the text's `color`.
 */
export async function expectNoHtmlcsErrors(page: Page) {
  const alreadyLoaded = await page.evaluate(() => 'HTMLCS' in window);
  if (!alreadyLoaded) await page.evaluate(htmlcsSource());
  const errors = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const { HTMLCS } = window as unknown as HtmlcsWindow;
        HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              HTMLCS.getMessages()
                .filter((message) => message.type === 1)
                .map(
                  (message) =>
                    `${message.code}: ${message.msg} — <${message.element.tagName.toLowerCase()}> ` +
                    `${(message.element.textContent ?? '').trim().slice(0, 40)}`,
                ),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
        );
      }),
  );
  expect(errors, 'HTML_CodeSniffer (WCAG 2 AA) errors').toEqual([]);
}
