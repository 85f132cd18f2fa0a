/* global window -- page bodies run in the browser */
// Redux DevTools open on the dev server's large world (issue 59): `npm start`'s development build
// with `?world=5000`, search typed into ("er", two keys 300 ms apart), in Debian's Chromium at
// 390 x 844, with and without the extension's page-side work. The extension cannot be installed
// here (no web store, no network), so `devToolsOpen` below does in the page what its page script
// does once its panel is open (reduxjs/redux-devtools, extension/src/pageScript): it takes each
// action's stack (our `trace`, 25 frames), and at most every 500 ms (its `latency`, lodash's
// throttle: first and last) sends the new actions and states through our sanitizers, each
// JSON.stringify'd (what it does without a `serialize` option), in a window message; its content
// script, in the same renderer, serialises the message again to hand it to the extension. Each
// figure is the median of LOADS loads a variant, the variants alternating; a keystroke is its
// Event Timing entry (press to next paint), and a message's size per action (a message of several
// actions divided by their number) is taken at its largest, the singers' look-ups all in.
import { chromium } from '@playwright/test';
import { CPU_SLOWDOWN, LAUNCH, median, round1, watchInteractions } from './browser.mjs';
import { startDevServer } from './servers.mjs';

const LOADS = 5;

/** Run in the page before its scripts: the extension's page and content scripts, panel open. */
function devToolsOpen() {
  window.__devtoolsBytes = [];
  window.__devtoolsMs = 0;
  const timed = (work) => {
    const started = window.performance.now();
    const result = work();
    window.__devtoolsMs += window.performance.now() - started;
    return result;
  };
  // The content script: every page message is serialised again for the extension's port.
  window.addEventListener('message', (event) => {
    if (event.data?.source !== '@devtools-page') return;
    const bytes = timed(() => JSON.stringify(event.data).length);
    window.__devtoolsBytes.push(bytes / event.data.actionCount);
  });
  const stackOf = (config) => {
    if (!config.trace) return undefined;
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = config.traceLimit ?? 10;
    const { stack } = new Error();
    Error.stackTraceLimit = limit;
    return stack;
  };
  const relay = (config, store, pending) => {
    const sanitiseState = (state, id) =>
      config.stateSanitizer ? config.stateSanitizer(state, id) : state;
    const sanitiseAction = (action, id) =>
      config.actionSanitizer ? config.actionSanitizer(action, id) : action;
    const message =
      pending.length === 1
        ? {
            type: 'ACTION',
            action: JSON.stringify(sanitiseAction(pending[0].action, pending[0].id)),
            payload: JSON.stringify(sanitiseState(store.getState(), pending[0].id)),
            nextActionId: pending[0].id + 1,
          }
        : {
            type: 'PARTIAL_STATE',
            actionsById: JSON.stringify(
              Object.fromEntries(
                pending.map((p) => [
                  p.id,
                  {
                    type: 'PERFORM_ACTION',
                    action: sanitiseAction(p.action, p.id),
                    timestamp: p.at,
                    stack: p.stack,
                  },
                ]),
              ),
            ),
            computedStates: JSON.stringify(
              pending.map((p) => ({ state: sanitiseState(p.state, p.id) })),
            ),
          };
    // How many actions it carries, for the figure (not a field of the extension's).
    const actionCount = pending.length;
    window.postMessage({ ...message, source: '@devtools-page', instanceId: 1, actionCount }, '*');
  };
  const enhancer = (config) => (createStore) => (reducer, preloaded) => {
    const store = createStore(reducer, preloaded);
    let pending = [];
    let nextId = 1;
    let lastSent = 0;
    let timer = null;
    const flush = () => {
      timer = null;
      lastSent = Date.now();
      const batch = pending;
      pending = [];
      if (batch.length) timed(() => relay(config, store, batch));
    };
    return {
      ...store,
      dispatch(action) {
        const stack = timed(() => stackOf(config));
        const result = store.dispatch(action);
        pending.push({ id: nextId, action, state: store.getState(), stack, at: Date.now() });
        nextId += 1;
        const wait = 500 - (Date.now() - lastSent);
        if (wait <= 0 && !timer) flush();
        else timer ??= setTimeout(flush, Math.max(wait, 0));
        return result;
      },
    };
  };
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (config) =>
    (...enhancers) =>
    (createStore) =>
      enhancers.reduceRight((composed, f) => f(composed), enhancer(config)(createStore));
}

/** One load of search in the 5,000-loan world, typed into at `rate` x CPU. */
async function typeOnce(context, base, rate) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await page.goto(`${base}/search?world=5000`);
    const field = page.getByRole('textbox').first();
    await field.waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1_500);
    // What DevTools is sent is counted from the page's start: the 5,000 loans' answer among it.
    await page.evaluate(watchInteractions);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await field.pressSequentially('er', { delay: 300 });
    await page.getByRole('heading', { name: /검색 결과/ }).waitFor();
    await page.waitForTimeout(1_500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const seen = await page.evaluate(() => [...window.__interactions.values()]);
    // The singers' look-ups (40 loans' details, four at a time) have all come in.
    await page.waitForTimeout(4_000);
    const bytes = await page.evaluate(() => window.__devtoolsBytes ?? []);
    return {
      keystrokeMs: seen.length ? Math.max(...seen) : 8,
      largestPerActionKB: round1(Math.max(0, ...bytes) / 1024),
      devtoolsWorkMs: round1(await page.evaluate(() => window.__devtoolsMs ?? 0)),
      results: await page.getByRole('heading', { name: /검색 결과/ }).textContent(),
    };
  } finally {
    await page.close();
  }
}

/** Search's keystroke on the dev server's 5,000-loan world, DevTools open and not, at 1x and 4x. */
export async function measureDevTools(port = 4620) {
  const server = await startDevServer(port);
  const browser = await chromium.launch(LAUNCH);
  try {
    const contexts = {};
    for (const variant of ['closed', 'open']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (variant === 'open') await context.addInitScript(devToolsOpen);
      contexts[variant] = context;
      // Unmeasured: the world chosen and built, the chunks compiled once.
      await typeOnce(context, server.base, 1);
    }
    const out = {};
    for (const rate of [1, CPU_SLOWDOWN]) {
      const samples = { closed: [], open: [] };
      for (let n = 0; n < LOADS; n += 1) {
        for (const variant of n % 2 ? ['open', 'closed'] : ['closed', 'open'])
          samples[variant].push(await typeOnce(contexts[variant], server.base, rate));
      }
      for (const variant of ['closed', 'open']) {
        const s = samples[variant];
        out[`${variant}${rate}x`] = {
          keystrokeMs: median(s.map((x) => x.keystrokeMs)),
          keystrokeRangeMs: [
            Math.min(...s.map((x) => x.keystrokeMs)),
            Math.max(...s.map((x) => x.keystrokeMs)),
          ],
          ...(variant === 'open'
            ? {
                largestPerActionKB: Math.max(...s.map((x) => x.largestPerActionKB)),
                devtoolsWorkMs: median(s.map((x) => x.devtoolsWorkMs)),
              }
            : {}),
          results: s[0].results,
        };
      }
    }
    return out;
  } finally {
    await browser.close();
    server.stop();
  }
}
