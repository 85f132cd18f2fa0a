// What Lighthouse's simulated LCP would be with fewer bytes: runs Lighthouse (mobile defaults, as
// the bench does) once on an address, saving its artifacts, then audits them again with the
// transfer size of every request whose URL matches a pattern scaled by a factor. Lantern's
// simulation reads those sizes from the devtools log, so this answers "what if that chunk were
// smaller" without building it. `REUSE=1` audits the last gathered run again.
//   node scripts/lantern-what-if.mjs http://localhost:4590/main 'vendor=0.7' 'vendor=0.4,2664=0'
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { CHROME_FLAGS } from './lighthouse.mjs';

const [url, ...scenarios] = process.argv.slice(2);
if (!url)
  throw new Error("usage: node scripts/lantern-what-if.mjs <url> ['pattern=factor,...' ...]");
const dir = '/tmp/lantern-what-if';
if (!process.env.REUSE) {
  rmSync(dir, { recursive: true, force: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    gatherMode: dir,
  });
  await chrome.kill();
}
const logFile = readdirSync(dir).find((file) => file.endsWith('devtoolslog.json'));
const log = readFileSync(`${dir}/${logFile}`, 'utf8');

async function audit(label, rules) {
  const events = JSON.parse(log);
  const urlOf = {};
  for (const e of events)
    if (e.method === 'Network.requestWillBeSent') urlOf[e.params.requestId] = e.params.request.url;
  for (const e of events) {
    const rule = rules.find(([pattern]) => pattern.test(urlOf[e.params?.requestId] ?? ''));
    if (!rule) continue;
    const scale = (n) => Math.round((n ?? 0) * rule[1]);
    if (e.method === 'Network.loadingFinished' || e.method === 'Network.dataReceived')
      e.params.encodedDataLength = scale(e.params.encodedDataLength);
    if (e.method === 'Network.responseReceived')
      e.params.response.encodedDataLength = scale(e.params.response.encodedDataLength);
  }
  const variant = `${dir}-variant`;
  rmSync(variant, { recursive: true, force: true });
  cpSync(dir, variant, { recursive: true });
  writeFileSync(`${variant}/${logFile}`, JSON.stringify(events));
  const { lhr } = await lighthouse(url, {
    logLevel: 'error',
    onlyCategories: ['performance'],
    auditMode: variant,
  });
  const ms = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(
    `${label.padEnd(36)} LCP ${ms('largest-contentful-paint')} ms, FCP ${ms('first-contentful-paint')} ms`,
  );
}

await audit('as measured', []);
for (const scenario of scenarios) {
  const rules = scenario.split(',').map((part) => {
    const [pattern, factor] = part.split('=');
    return [new RegExp(pattern), Number(factor)];
  });
  await audit(scenario, rules);
}
