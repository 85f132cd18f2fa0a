import { chromium } from '@playwright/test';
import fs from 'node:fs';
const args = JSON.parse(fs.readFileSync('/work/main/scripts/chromium-args.json', 'utf8'));
const base = 'http://localhost:4100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await page.goto(base + '/search');
await page.getByRole('textbox').first().waitFor();
await page.waitForTimeout(4000);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await page.getByRole('textbox').first().pressSequentially(process.argv[2] ?? 'er', { delay: 300 });
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 50000);
console.log('long RunTasks (ms)', main.map((e) => Math.round(e.dur / 1000)));
const sums = new Map();
for (const t of main) {
  const inside = traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.ph === 'X' && e !== t);
  for (const e of inside) if (['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'FunctionCall', 'EvaluateScript', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC', 'ParseHTML', 'Decode Image', 'HitTest', 'Layerize', 'UpdateLayer', 'Commit', 'RecalculateStyles', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'v8.run', 'ScheduleStyleRecalculation', 'IntersectionObserverController::computeIntersections', 'ResizeObserverController::DeliverObservations'].includes(e.name)) sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000);
}
for (const [k, v] of [...sums].sort((a, b) => b[1] - a[1])) console.log(v.toFixed(1).padStart(8), k);
await browser.close();
