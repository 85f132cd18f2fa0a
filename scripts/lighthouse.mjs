// Lighthouse 12 (mobile emulation: simulated mid-range phone, 4x CPU slowdown, slow 4G) on running
// servers. Used by scripts/bench.mjs; Chromium is Debian's (/usr/bin/chromium), never a downloaded one.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './bench-browser.mjs';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const FIGURES = [
  'performance',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'mainThreadMs',
  'styleLayoutMs',
  'scriptMs',
];

/**
 * Runs Lighthouse `rounds` times over every target, alternating (floor, page 1, page 2, ... then
 * again), so the floor and the product meet the same machine state. Returns, per target, the
 * median of each figure and the worst accessibility and best-practices scores.
 */
export async function runSideBySide(targets, rounds) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const runs = Object.fromEntries(targets.map(({ name }) => [name, []]));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const { name, url, categories } of targets)
        runs[name].push(await audit(url, chrome.port, categories));
      console.log(`  round ${round + 1}/${rounds}`);
    }
  } finally {
    await chrome.kill();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return targets.map(({ name }) => {
    const rs = runs[name];
    const figures = Object.fromEntries(FIGURES.map((f) => [f, median(rs.map((r) => r[f]))]));
    const worst = (key) =>
      rs[0][key] === undefined ? undefined : Math.min(...rs.map((r) => r[key]));
    return {
      name,
      runs: rs.length,
      ...figures,
      accessibility: worst('accessibility'),
      bestPractices: worst('bestPractices'),
      failing: [...new Set(rs.flatMap((r) => r.failing))],
    };
  });
}

async function audit(url, port, categories = ['performance']) {
  const { lhr } = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
  });
  const score = (key) =>
    lhr.categories[key] ? Math.round(lhr.categories[key].score * 100) : undefined;
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const work = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [
      i.group,
      i.duration,
    ]),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    mainThreadMs: ms('mainthread-work-breakdown'),
    styleLayoutMs: Math.round(work.styleLayout ?? 0),
    scriptMs: Math.round(work.scriptEvaluation ?? 0),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}
