// When home's contracts call starts and ends on a returning visit, at 4x CPU throttling, on the
// demo bundle (issue 17's data waterfall). Median of 6 runs.
//   OUTPUT_DIR=dist-e2e MOCK_API=true npx webpack --mode production
//   node scripts/serve-static.mjs dist-e2e 4173 &  node scripts/measure-waterfall.mjs
// PORT picks another server, to measure two bundles side by side.
import { chromium } from '@playwright/test';
import { LAUNCH } from './bench-browser.mjs';
const browser = await chromium.launch(LAUNCH);
const out = [];
for (let i = 0; i < 6; i++) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // First visit installs the demo backend's worker; measure the second, as a returning user.
  await page.goto('http://127.0.0.1:' + (process.env.PORT ?? '4173') + '/main');
  await page.getByRole('region', { name: '많은 사람들이 투자했어요' }).waitFor();
  await page.reload();
  await page.getByRole('region', { name: '많은 사람들이 투자했어요' }).waitFor();
  const t = await page.evaluate(() => {
    const call = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/api/v1/contracts'));
    return {
      callStart: call ? Math.round(call.startTime) : null,
      callEnd: call ? Math.round(call.responseEnd) : null,
    };
  });
  out.push(t);
  await context.close();
}
await browser.close();
const med = (k) => out.map((o) => o[k]).sort((a, b) => a - b)[Math.floor(out.length / 2)];
console.log(JSON.stringify(out), 'median start', med('callStart'), 'median end', med('callEnd'));
