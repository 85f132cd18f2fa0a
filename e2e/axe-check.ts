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
