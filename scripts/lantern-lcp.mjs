// Where Lighthouse's simulated LCP comes from: runs Lighthouse (mobile defaults, as the bench does)
// on one address and prints the nodes of Lantern's LCP graphs (network requests and main-thread
// tasks) with their simulated start and end, in order of end. The last lines are the critical path.
//   node scripts/lantern-lcp.mjs http://localhost:4590/main   (a server: npm run mock:server)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import { CHROME_FLAGS } from './lighthouse.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: node scripts/lantern-lcp.mjs <url>');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const { lhr } = await lighthouse(url, {
  port: chrome.port,
  logLevel: 'error',
  onlyCategories: ['performance'],
});
await chrome.kill();

const ms = (id) => Math.round(lhr.audits[id].numericValue);
console.log(
  `performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms`,
);
const describe = (node) =>
  node.type === 'network'
    ? `network ${node.request.url.split('/').pop().slice(0, 48)} (${node.request.transferSize} B)`
    : `main thread ${Math.round(node.duration / 1000)} ms observed: ${node.childEvents
        .filter((e) => e.name === 'EvaluateScript')
        .map((e) => e.args?.data?.url?.split('/').pop())
        .join(', ')}`;
for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
  const timings = [...(Simulator.allNodeTimings.get(label) ?? [])];
  timings.sort((a, b) => a[1].endTime - b[1].endTime);
  console.log(`\n${label}: ${timings.length} nodes (simulated start → end, ms)`);
  for (const [node, t] of timings)
    console.log(
      `${String(Math.round(t.startTime)).padStart(6)} → ${String(Math.round(t.endTime)).padStart(5)}  ${describe(node)}`,
    );
}
