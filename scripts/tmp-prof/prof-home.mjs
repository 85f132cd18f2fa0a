import { chromium } from '@playwright/test';
import fs from 'node:fs';
const args = JSON.parse(fs.readFileSync('/work/main/scripts/chromium-args.json', 'utf8'));
const base = 'http://localhost:4100';
const path = process.argv[2] ?? '/main';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
if (process.argv[3]) {
  await page.goto(base + '/login');
  await page.getByLabel('아이디').fill('investor1');
  await page.getByLabel('비밀번호', { exact: true }).fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(/main/);
}
await page.goto('about:blank');
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(base + path);
await page.locator(process.argv[3] ? '[role=tabpanel] li' : 'article').first().waitFor({ timeout: 60000 });
console.log('first ms', Date.now() - t0);
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const total = new Map();
profile.samples.forEach((id, i) => {
  const d = (profile.timeDeltas[i] ?? 0) / 1000;
  const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + d);
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const m = byId.get(cur); const k = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}:${m.callFrame.columnNumber}`; if (!seen.has(k)) { total.set(k, (total.get(k) ?? 0) + d); seen.add(k); } cur = parent.get(cur); }
});
console.log('--- self'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(v.toFixed(1).padStart(7), k);
console.log('--- total'); for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(7), k);
await browser.close();
