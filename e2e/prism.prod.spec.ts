import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { deployA, type Deployment } from './deploy-helpers';
import { freePort, waitForPort } from './engine-common';

/**
 * The production bundle against a mock a maintained tool makes from our document alone: Stoplight
 * Prism (`prism mock -d docs/openapi.json`), every answer drawn at random from the document's
 * schemas (each seed a different world). Whatever the document admits, every screen must show its
 * content: no error state, no answer the app calls unusable, and no request Prism refuses.
 * CI meets three worlds on five screens; `PRISM_SEEDS=5 PRISM_ALL_SCREENS=1` every screen in five
 * (docs/contract.md).
 */

const root = path.resolve(__dirname, '..');
const seeds = Array.from({ length: Number(process.env.PRISM_SEEDS ?? 3) }, (_, i) => 20261202 + i);

/** The screens a person meets, on ids Prism answers for like any others. */
const ALL_SCREENS = [
  '/main',
  '/myNft?tab=issued',
  '/myNft?tab=invested',
  '/adjustment',
  '/repayment-received',
  '/servicing-repayment',
  '/contract',
  '/loan-apply/progress/7',
  '/loan-apply-detail/7',
  '/investment/7',
  '/investment-input/7',
  '/myNft/detail/7',
  '/nft/detail/7',
  '/loan-apply/1/7',
  '/loan-info-input/7/7',
  '/loan-confirm/7/7',
  '/myNft/loan-contract/1/7',
];
/** A few in CI: a list, my music, a settlement, a contract and the contract document. */
const SCREENS = process.env.PRISM_ALL_SCREENS
  ? ALL_SCREENS
  : [
      '/main',
      '/myNft?tab=issued',
      '/repayment-received',
      '/loan-apply/progress/7',
      '/myNft/loan-contract/1/7',
    ];

async function startPrism(seed: number): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const prism = spawn(
    'npx',
    [
      'prism',
      'mock',
      '-d',
      '--seed',
      String(seed),
      '-p',
      String(port),
      '-v',
      'warn',
      'docs/openapi.json',
    ],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  await waitForPort(port, 30_000);
  return { origin: `http://127.0.0.1:${port}`, process: prism };
}

// A cover address the document admits (any text) may not be a picture: the browser's failed load
// is what a person sees as the placeholder cover, not a fault of the page's. Covers on other hosts
// are refused at once (this machine has no internet; a connection there would hang for 30 s).
const BROKEN_COVER =
  /^(HTTP 404: GET https?:\/\/[^/]+\/(?!api\/)|console error: Failed to load resource: (the server responded with a status of 404|net::ERR_BLOCKED_BY_CLIENT)|request failed: GET .* \(net::ERR_BLOCKED_BY_CLIENT\))/;
test.use({ allowedErrors: [BROKEN_COVER] });

for (const seed of seeds) {
  test(`Prism seed ${seed}: every screen shows its content on answers made from the document`, async ({
    page,
  }) => {
    test.setTimeout(SCREENS.length * 10_000 + 30_000);
    const prism = await startPrism(seed);
    let site: Deployment | undefined;
    try {
      site = await deployA(await freePort(), prism.origin);
      await page.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort('blockedbyclient'),
      );
      const unusable: string[] = [];
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/is not usable|is not a date|is not an amount/.test(message.text()))
          unusable.push(`${new URL(page.url()).pathname}: ${message.text()}`);
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/v1/') && response.status() >= 400)
          refused.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
      });
      // Any login: Prism answers it with tokens drawn from the document, as for any account.
      await page.goto(`${site.origin}/login`);
      await page.getByRole('textbox', { name: '아이디' }).fill('prism1');
      await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await expect(page.getByRole('region', { name: '최근 등록된 계약' })).toBeVisible();
      const failed: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(`${site.origin}${screen}`);
        await expect(page.getByRole('heading', { level: 1 }), screen).toBeVisible();
        // Every call the screen makes has been answered (and read) by now.
        await page.waitForLoadState('networkidle');
        const retry = page.getByRole('button', { name: '다시 시도' });
        if ((await retry.count()) > 0) {
          const state = (await page.getByRole('alert').allTextContents()).join(' / ');
          failed.push(`${screen}: ${state}`);
        }
      }
      expect({ failed, unusable, refused }).toEqual({ failed: [], unusable: [], refused: [] });
    } finally {
      await page.close();
      await site?.stop();
      process.kill(-prism.process.pid!, 'SIGTERM');
    }
  });
}
