// Where a slow phone's main thread goes on a cold load, and for what: each page loaded in Debian's
// Chromium with the CPU slowed (8x unless told), traced and sampled at once.
//
// - By kind: the main thread's self time per trace event, in Lighthouse's groups (script
//   evaluation, parse and compile, style and layout, rendering, HTML and CSS parsing, garbage
//   collection), with image decoding taken out of "other".
// - By cause: V8's sampling profiler, each sample's frame mapped through the build's source maps
//   (dist-bench-maps/) to its module: a package of node_modules, or a file of src/. React DOM's own
//   time is split into render (its work loop, hooks and reconciliation) and commit by the original
//   function names the maps keep.
//
// Read the shares, not the milliseconds: the machine's other load moves those.
import fs from 'node:fs';
import path from 'node:path';
import { taskNameToGroup } from 'lighthouse/core/lib/tracehouse/task-groups.js';
import { SourceMapConsumer } from 'source-map-js';
import { median } from './browser.mjs';
import { pageNavigation, traceLoad } from './trace.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
];
const KINDS = [
  'scriptEvaluation',
  'scriptParseCompile',
  'styleLayout',
  'paintCompositeRender',
  'imageDecode',
  'parseHTML',
  'garbageCollection',
  'other',
];
const kindOf = (name) =>
  /Decode/i.test(name) ? 'imageDecode' : (taskNameToGroup[name]?.id ?? 'other');

// React DOM's commit phase: every function of its commit (commitRoot, commitMutationEffects, ...,
// flushPassiveEffects, the layout and passive effect walkers). The rest of react-dom is render.
const COMMIT =
  /^(commit|flush(Passive|Layout|Sync|Spawned|Pending)|recursivelyTraverse|insertOrAppend|detach|safelyCall)/;

/** The main thread's self time per kind, ms: each event's time less its children's. */
function byKind(events) {
  const navigation = pageNavigation(events);
  const main = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined)
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kinds = Object.fromEntries(KINDS.map((k) => [k, 0]));
  const stack = [];
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      kinds[done.kind] += done.self;
    }
  };
  let longTasks = 0;
  for (const e of main) {
    close(e.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= e.dur;
    else if (e.dur > 50_000) longTasks += 1;
    stack.push({ end: e.ts + e.dur, self: e.dur, kind: kindOf(e.name) });
  }
  close(Infinity);
  return {
    kinds: Object.fromEntries(KINDS.map((k) => [k, Math.round(kinds[k] / 1000)])),
    longTasks,
  };
}

/** A source map's consumer per script address, from `mapsDir` (none for another origin's). */
function mapper(mapsDir) {
  const consumers = new Map();
  const consumer = (url) => {
    if (!consumers.has(url)) {
      const file = path.join(mapsDir, `${new URL(url).pathname}.map`);
      consumers.set(
        url,
        fs.existsSync(file)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')))
          : null,
      );
    }
    return consumers.get(url);
  };
  return (frame) => {
    if (!/^https?:/.test(frame.url))
      // V8's own entries are named in brackets already: (program) is the renderer's native work
      // (style, layout, paint, parsing, the tasks' own cost), (garbage collector), (idle).
      return {
        module: frame.url
          ? 'other scripts'
          : /^\(.*\)$/.test(frame.functionName)
            ? frame.functionName
            : `(${frame.functionName || 'program'})`,
      };
    const map = consumer(frame.url);
    if (!map) return { module: path.basename(new URL(frame.url).pathname) };
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return { module: moduleOf(at.source), name: at.name };
  };
}

/** `webpack://app/./node_modules/@mui/material/Button/Button.js` → `@mui/material`. */
function moduleOf(source) {
  if (!source) return '(unmapped)';
  const packaged = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (packaged) return packaged[1];
  const own = source.match(/(src\/.*|mocks\/.*)$/);
  return own ? own[1] : source;
}

/** Self time per module, ms, and React DOM's split into render and commit. */
function byCause(profile, map) {
  const self = new Map();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const cause = new Map();
  const causeOf = (id) => {
    if (!cause.has(id)) {
      const { module, name } = map(nodes.get(id).callFrame);
      const fn = name || nodes.get(id).callFrame.functionName;
      cause.set(
        id,
        module === 'react-dom' ? `react-dom ${COMMIT.test(fn) ? 'commit' : 'render'}` : module,
      );
    }
    return cause.get(id);
  };
  for (let i = 0; i < profile.samples.length; i += 1) {
    const key = causeOf(profile.samples[i]);
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  self.delete('(idle)');
  return Object.fromEntries(
    [...self].map(([k, us]) => [k, Math.round(us / 1000)]).sort((a, b) => b[1] - a[1]),
  );
}

/** One profiled load's figures; a trace that left the navigation out (trace.mjs) is taken again. */
async function profiled(url, cpu, map) {
  const once = async () => {
    const { events, profile } = await traceLoad(url, { categories: CATEGORIES, cpu, sample: true });
    return { ...byKind(events), causes: byCause(profile, map) };
  };
  try {
    return await once();
  } catch (error) {
    if (!/no navigation/.test(String(error))) throw error;
    return once();
  }
}

/**
 * `rounds` cold loads of each target at `cpu` times slower, targets alternating; per target the
 * median self time of each kind, the median count of tasks over 50 ms, and the modules that took
 * most (medians over the rounds, the top `top`).
 */
export async function measureProfiles(targets, rounds, { cpu = 8, mapsDir, top = 20 }) {
  const map = mapper(mapsDir);
  const runs = new Map(targets.map(({ name }) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const { name, url } of targets) {
      runs.get(name).push(await profiled(url, cpu, map));
    }
  }
  return targets.map(({ name }) => {
    const rs = runs.get(name);
    const causes = [...new Set(rs.flatMap((r) => Object.keys(r.causes)))]
      .map((k) => [k, median(rs.map((r) => r.causes[k] ?? 0))])
      .sort((a, b) => b[1] - a[1]);
    return {
      name,
      cpu,
      runs: rs.length,
      kinds: Object.fromEntries(KINDS.map((k) => [k, median(rs.map((r) => r.kinds[k]))])),
      longTasks: median(rs.map((r) => r.longTasks)),
      causes: Object.fromEntries(causes.slice(0, top)),
    };
  });
}
