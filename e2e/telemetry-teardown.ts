import { demoPersonalValues } from '@mocks/db/personal-values';
import { PAYLOADS_PATH } from '@scripts/telemetry/collector';
import { otlpLogsProblems } from '@scripts/telemetry/otlp-schema';
import { personalFindings } from '@scripts/telemetry/privacy-sweep';
import { COLLECTOR } from './telemetry-helpers';

/**
 * After the whole suite: every payload the demo collector received from the production journeys
 * (three engines, every flow of the prod-server project) is checked against OTLP's schema and
 * swept for the demo accounts' personal values and long digit runs (docs/telemetry.md).
 */
export async function telemetryTeardown() {
  if (process.env.E2E_SKIP_PROD === 'true') return;
  const { refused, payloads } = (await fetch(`${COLLECTOR}${PAYLOADS_PATH}`).then((r) =>
    r.json(),
  )) as { refused: number; payloads: string[] };
  const invalid = payloads.flatMap((payload) => otlpLogsProblems(JSON.parse(payload)));
  const findings = personalFindings(payloads, demoPersonalValues());
  if (refused > 0 || invalid.length > 0 || findings.length > 0) {
    throw new Error(
      `Telemetry: ${refused} payload(s) refused by the collector, ${invalid.length} schema problem(s), ` +
        `${findings.length} personal value(s):\n${[...invalid, ...findings].slice(0, 20).join('\n')}`,
    );
  }
  console.log(`Telemetry: ${payloads.length} payloads, valid OTLP, nothing personal.`);
}
