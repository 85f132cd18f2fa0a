import { contractTeardown } from './contract-teardown';
import { telemetryTeardown } from './telemetry-teardown';

/**
 * After the whole suite: the CSP and Trusted Types violations browsers reported to the policy's
 * endpoint (report-uri, through nginx to the demo server, scripts/mock-server-app.ts). The
 * journeys that provoke one on purpose mark their address `expected-violation`; any other report
 * fails the run, in whichever engine and journey it came from. Then field telemetry's and the
 * contract's checks of the same run.
 */
export default async function cspReportsTeardown() {
  if (process.env.E2E_SKIP_PROD === 'true') return;
  const server = `http://127.0.0.1:${process.env.E2E_PROD_PORT ?? 4174}`;
  const reports: unknown[] = await fetch(`${server}/csp-reports`).then((r) => r.json());
  const unexpected = reports.filter(
    (report) => !JSON.stringify(report).includes('expected-violation'),
  );
  if (unexpected.length > 0) {
    throw new Error(
      `${unexpected.length} CSP or Trusted Types violation(s) reported during the suite:\n` +
        unexpected.map((report) => JSON.stringify(report).slice(0, 600)).join('\n'),
    );
  }
  console.log(`CSP reports: none unexpected (${reports.length} provoked on purpose).`);
  // And what field telemetry sent in the same run (e2e/telemetry-teardown.ts).
  await telemetryTeardown();
  // And whether the demo server's answers and the requests it met kept to the contract.
  await contractTeardown(server);
}
