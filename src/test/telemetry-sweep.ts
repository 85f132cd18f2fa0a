import { demoPersonalValues } from '@mocks/db/personal-values';
import { personalFindings } from '@scripts/telemetry/privacy-sweep';
import { startReporter } from '@/shared/telemetry/reporter';

/**
 * Every suite with a DOM reports as a build with a collector does (jest.env.ts sets TELEMETRY_URL):
 * what its screens meet (failed calls, drifted fields, crashes, money re-checks) goes through the
 * real reporter into this file's payloads, and after the file they are swept for the demo
 * accounts' personal values and long digit runs (docs/telemetry.md). A find fails the file.
 */
export function sweepTelemetry(): void {
  const payloads: string[] = [];
  let reporter: ReturnType<typeof startReporter> | undefined;
  beforeAll(() => {
    reporter = startReporter({
      url: 'https://collector.test/v1/logs',
      version: process.env.APP_VERSION ?? 'test',
      allowed: () => true,
      send: (_url, body) => payloads.push(body),
      vitals: false,
    });
  });
  afterAll(() => {
    reporter?.flush();
    const findings = personalFindings(payloads, [
      ...demoPersonalValues(),
      'test-access-token',
      'test-refresh-token',
    ]);
    if (findings.length) {
      throw new Error(`Telemetry would send personal data:\n${findings.slice(0, 10).join('\n')}`);
    }
  });
}
