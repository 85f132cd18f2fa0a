import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * A build given no collector (TELEMETRY_URL unset: the demo bundle these journeys run) reports
 * nothing: the reporter is not in it, no page asks for it, and the menu offers no switch
 * (docs/telemetry.md). What a build with one sends: e2e/telemetry.prod.spec.ts.
 */

const distDir = process.env.E2E_DIST_DIR ?? 'dist-e2e';

test('with no collector, the bundle holds no reporter and nothing is sent', async ({
  page,
  context,
}) => {
  const files = fs.readdirSync(path.resolve(distDir, 'assets'));
  expect(files.filter((file) => /^telemetry\./.test(file))).toEqual([]);
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.resolve(distDir, 'assets', file), 'utf8');
    expect(code, file).not.toContain('browser.web_vital');
  }

  const sent: string[] = [];
  context.on('request', (request) => {
    if (/\/v1\/logs|telemetry/.test(request.url())) sent.push(request.url());
  });
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: '화면 설정' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '정보 보내기' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(1);
  // Past the load and an idle moment, when a build with a collector starts its reporter.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))),
  );
  expect(sent).toEqual([]);
});
