import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { expectSecurityHeaders } from './serving-helpers';

/**
 * The API reference page the demo server serves (docs/openapi.json rendered without script,
 * scripts/openapi/reference-page.ts): every call of the contract on it, under the app's own CSP
 * and Trusted Types, readable at a phone's width, in dark mode and at 200 % text.
 */

const server = `http://127.0.0.1:${process.env.E2E_PROD_PORT ?? 4174}`;
const PAGE = `${server}/api-reference`;

test('lists every call of the document, under the headers the app is served with', async ({
  page,
  request,
}) => {
  const document = (await (await request.get(`${PAGE}/openapi.json`)).json()) as {
    openapi: string;
    paths: Record<string, Record<string, unknown>>;
  };
  expect(document.openapi).toBe('3.1.0');
  const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(calls).toHaveLength(20);

  expectSecurityHeaders(await request.get(PAGE), 'the reference page', '/csp-reports');
  await page.goto(PAGE);
  await expect(page).toHaveTitle(/^API reference · 음악 저작권 NFT 담보 대출 API$/);
  const headings = page.getByRole('main').getByRole('heading', { level: 3 });
  const named = (await headings.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(named).toEqual(expect.arrayContaining(calls));
  // No script at all: nothing for the CSP or Trusted Types to refuse.
  expect(await page.locator('script').count()).toBe(0);
  await page.getByRole('link', { name: 'GET /api/v1/contracts/{contractId}/invest' }).click();
  await expect(
    page.getByRole('heading', { name: 'GET /api/v1/contracts/{contractId}/invest' }),
  ).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});

test('reflows at 320 px with 200 % text, in light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(PAGE);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, colorScheme).toBeLessThanOrEqual(0);
  }
});
