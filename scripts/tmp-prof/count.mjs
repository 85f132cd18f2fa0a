import { chromium } from '@playwright/test';
import fs from 'node:fs';
const args = JSON.parse(fs.readFileSync('/work/main/scripts/chromium-args.json', 'utf8'));
const base = 'http://localhost:4100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
await page.goto(base + '/search');
await page.getByRole('textbox').first().waitFor();
await page.waitForTimeout(4000);
await page.evaluate(() => { window.__log = []; new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) if (n.nodeType === 1 && (n.tagName === 'ARTICLE' || n.querySelector?.('article'))) window.__log.push(`${n.tagName}.${n.className} in ${m.target.tagName}.${m.target.className} (${performance.now() | 0})`); }).observe(document.body, { childList: true, subtree: true }); });
await page.evaluate(() => { window.__added = 0; window.__removed = 0; new MutationObserver((ms) => { for (const m of ms) { for (const n of m.addedNodes) if (n.nodeType === 1) window.__added += n.querySelectorAll('article').length + (n.tagName === 'ARTICLE' ? 1 : 0); for (const n of m.removedNodes) if (n.nodeType === 1) window.__removed += n.querySelectorAll('article').length + (n.tagName === 'ARTICLE'?1:0);} }).observe(document.body, { childList: true, subtree: true }); });
for (const ch of (process.argv[2] ?? 'er')) {
  await page.getByRole('textbox').first().press(ch === ' ' ? 'Space' : ch);
  await page.waitForTimeout(800);
  console.log(ch, 'articles added', await page.evaluate(() => window.__added), 'removed', await page.evaluate(() => window.__removed), 'in DOM', await page.locator('article').count(), 'heading', await page.getByRole('heading', { level: 2 }).allTextContents());
}
console.log((await page.evaluate(() => window.__log)).join('\n'));
await browser.close();
