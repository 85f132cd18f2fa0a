/**
 * What `npm run contract:check` writes: a line per call as it runs, a summary, and with
 * `--report FILE` JUnit XML (`.xml`, for any CI's test view) or markdown (`.md`, for a pull
 * request). Paths, forms and types only (./judge.ts).
 */
import { OPERATIONS } from '../openapi/operations';
import type { Step } from './walk';

const LABEL = {
  ok: 'ok   ',
  drift: 'drift',
  break: 'break',
  skip: 'skip ',
  unused: 'apart',
} as const;

export function stepLines(step: Step): string[] {
  const status = step.judged.status ? `  (${step.judged.status})` : '';
  const head = `${LABEL[step.judged.verdict]}  ${step.name}${status}`;
  return [
    head,
    ...step.judged.findings
      .filter((finding) => step.judged.verdict !== 'ok' || finding.says)
      .map(
        (finding) =>
          `         ${finding.breaks ? 'BREAK ' : ''}${finding.path ? `${finding.path}: ` : ''}${finding.says}`,
      ),
  ];
}

export function counts(steps: Step[]) {
  const count = (verdict: Step['judged']['verdict']) =>
    steps.filter((step) => step.judged.verdict === verdict).length;
  return {
    ok: count('ok'),
    drift: count('drift'),
    break: count('break'),
    skip: count('skip'),
    unused: count('unused'),
  };
}

/** The contract's calls the walk did not make (a write it never makes, or one not asked for). */
export function notWalked(steps: Step[]): string[] {
  const made = new Set(
    steps.filter((step) => step.answer).map((step) => step.call.operation.operationId),
  );
  return OPERATIONS.filter((operation) => !made.has(operation.operationId)).map(
    (operation) => `${operation.method.toUpperCase()} ${operation.path}`,
  );
}

export function summary(steps: Step[]): string {
  const { ok, drift, break: breaks, skip, unused } = counts(steps);
  const apart = unused > 0 ? `; ${unused} the app never makes, listed apart` : '';
  return `${steps.length} calls: ${ok} ok, ${drift} drift, ${breaks} break, ${skip} skipped${apart}`;
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function junit(steps: Step[], base: string): string {
  const { drift, break: breaks, skip } = counts(steps);
  const cases = steps.map((step) => {
    const name = xml(step.name);
    const classname = `contract.${step.call.operation.operationId}`;
    const lines = stepLines(step)
      .slice(1)
      .map((line) => line.trim());
    const body =
      step.judged.verdict === 'break'
        ? `<failure message="${xml(lines.filter((line) => line.startsWith('BREAK')).join('; '))}">${xml(lines.join('\n'))}</failure>`
        : step.judged.verdict === 'skip'
          ? `<skipped message="${xml(lines.join('; '))}"/>`
          : lines.length > 0
            ? `<system-out>${xml(`${step.judged.verdict}\n${lines.join('\n')}`)}</system-out>`
            : '';
    return `    <testcase classname="${classname}" name="${name}">${body}</testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:check" tests="${steps.length}" failures="${breaks}" skipped="${skip}">`,
    `  <testsuite name="contract:check ${xml(base)}" tests="${steps.length}" failures="${breaks}" skipped="${skip}">`,
    `    <properties><property name="drift" value="${drift}"/></properties>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function markdown(steps: Step[], base: string): string {
  const rows = steps.map((step) => {
    const lines = stepLines(step)
      .slice(1)
      .map((line) => cell(line.trim()));
    return `| ${step.judged.verdict} | \`${cell(step.name)}\` | ${step.judged.status ?? ''} | ${lines.join('<br>')} |`;
  });
  const missing = notWalked(steps);
  return [
    `# contract:check against ${base}`,
    '',
    `**${summary(steps)}.** A break is an answer the app cannot act on; a drift one it reads but not in the contract's canonical form (docs/contract.md).`,
    '',
    '| verdict | call | status | findings |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    ...(missing.length > 0
      ? [`Not called: ${missing.map((one) => `\`${one}\``).join(', ')}.`, '']
      : []),
  ].join('\n');
}
