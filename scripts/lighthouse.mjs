// Lighthouse (mobile emulation, simulated mid-range phone on slow 4G) on a running server.
// Used by scripts/bench.mjs; Chromium is Debian's (/usr/bin/chromium), never a downloaded one.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Runs Lighthouse `runs` times on each URL; returns the median run (by performance) per URL. */
export async function runLighthouse(urls, runs = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (const url of urls) {
      const attempts = [];
      for (let run = 0; run < runs; run += 1) attempts.push(await audit(url, chrome.port));
      attempts.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
      results.push({ ...attempts[Math.floor(attempts.length / 2)], runs: attempts.length });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  return {
    url: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}
