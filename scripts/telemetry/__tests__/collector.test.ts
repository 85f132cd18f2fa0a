/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import express from 'express';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { exportRequest, logRecord } from '@/shared/telemetry/otlp';
import { telemetryCollector } from '../collector';
import { personalFindings } from '../privacy-sweep';
import { SourceLines } from '../source-lines';
import { p75 } from '../summary';

// The demo collector (docs/telemetry.md): OTLP/HTTP JSON in, as an OpenTelemetry Collector takes
// it; what the schema refuses is refused; what came is summarised as a dashboard would.

let server: Server;
let origin = '';
beforeAll(async () => {
  const app = express();
  app.use(telemetryCollector());
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (body: unknown, type = 'application/json') =>
  fetch(`${origin}/v1/logs`, {
    method: 'POST',
    headers: { 'content-type': type, origin: 'https://app.example' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const vital = (name: string, value: number, route: string) =>
  logRecord('browser.web_vital', 'INFO', Date.now(), {
    'browser.web_vital.name': name,
    'browser.web_vital.value': value,
    'browser.web_vital.rating': value > 200 ? 'poor' : 'good',
    'url.template': route,
  });

it('answers a browser’s preflight from another origin', async () => {
  const answer = await fetch(`${origin}/v1/logs`, {
    method: 'OPTIONS',
    headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
  });
  expect(answer.status).toBe(204);
  expect(answer.headers.get('access-control-allow-origin')).toBe('https://app.example');
  expect(answer.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
});

it('takes OTLP JSON and summarises it: p75 per route pattern, errors, calls, drift, slow taps', async () => {
  const records = [
    ...[100, 200, 300, 400].map((ms) => vital('lcp', ms, '/main')),
    vital('inp', 480, '/main'),
    logRecord('exception', 'ERROR', Date.now(), {
      'app.error.source': 'route',
      'exception.type': 'TypeError',
      'exception.message': 'x is undefined',
      'url.template': '/menu',
    }),
    logRecord('app.api.failure', 'WARN', Date.now(), {
      'app.api.endpoint': 'getContract',
      'app.api.cause': 'server',
      'http.response.status_code': { int: 500 },
      'url.template': '/investment/:investmentId',
    }),
    logRecord('app.wire.drift', 'WARN', Date.now(), {
      'app.wire.call': 'contractListSchema',
      'app.wire.field': 'contracts[].copyright.name',
    }),
  ];
  const answer = await post(exportRequest('0.1.0+abc1234', records));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('access-control-allow-origin')).toBe('https://app.example');
  const summary = await (await fetch(`${origin}/telemetry`)).json();
  expect(summary.versions).toEqual(['0.1.0+abc1234']);
  expect(summary.vitals['/main'].lcp).toEqual({ p75: 300, count: 4 });
  expect(summary.errors[0]).toMatchObject({ count: 1, source: 'route', route: '/menu' });
  expect(summary.calls[0]).toMatchObject({ endpoint: 'getContract', cause: 'server', status: 500 });
  expect(summary.drift[0]).toMatchObject({ field: 'contracts[].copyright.name' });
  expect(summary.slowTaps[0]).toMatchObject({ ms: 480, route: '/main' });
});

it('refuses what OTLP’s schema refuses, as a collector would', async () => {
  const wrong = exportRequest('1', [vital('lcp', 1, '/')]) as unknown as {
    resourceLogs: { scopeLogs: { logRecords: Record<string, unknown>[] }[] }[];
  };
  wrong.resourceLogs[0].scopeLogs[0].logRecords[0].severity_number = 9;
  const refused = await post(wrong);
  expect(refused.status).toBe(400);
  expect((await refused.json()).message).toMatch(/severity_number: not a field of LogRecord/);
  expect((await post('{', 'application/json')).status).toBe(400);
  expect((await post('{}', 'application/x-protobuf')).status).toBe(415);
  const { refused: count } = await (await fetch(`${origin}/telemetry`)).json();
  expect(count).toBe(2);
});

it('p75 is by nearest rank', () => {
  expect(p75([1])).toBe(1);
  expect(p75([4, 1, 3, 2])).toBe(3);
  expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
});

it('turns a reported stack and a slow tap’s character into source lines', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maps-'));
  const map = new SourceMapGenerator({ file: 'main.1a2b3c4d.js' });
  map.addMapping({
    generated: { line: 2, column: 10 },
    original: { line: 54, column: 4 },
    source: 'webpack://music-copyright-lending/./src/app/RouteError.tsx',
    name: 'RouteError',
  });
  fs.mkdirSync(path.join(dir, 'maps', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'maps', 'assets', 'main.1a2b3c4d.js.map'), map.toString());
  fs.writeFileSync(
    path.join(dir, 'dist', 'assets', 'main.1a2b3c4d.js'),
    `//# hint\n${' '.repeat(40)}`,
  );
  const lines = new SourceLines(path.join(dir, 'maps'), path.join(dir, 'dist'));
  expect(lines.stack('TypeError: x\n    at a (/assets/main.1a2b3c4d.js:2:11)')).toBe(
    'TypeError: x\nat a (/assets/main.1a2b3c4d.js:2:11)\n      → src/app/RouteError.tsx:54:5 (RouteError)',
  );
  // Character 19 of the file is line 2, column 11.
  expect(lines.atChar('main.1a2b3c4d.js', 19)).toBe('src/app/RouteError.tsx:54:5 (RouteError)');
  expect(lines.stack('at b (/assets/other.00000000.js:1:1)')).toBe(
    'at b (/assets/other.00000000.js:1:1)',
  );
});

it('the privacy sweep finds personal values and long digit runs, and passes the app’s own files', () => {
  const clean = JSON.stringify(
    exportRequest('0.1.0+1234567', [
      logRecord('exception', 'ERROR', Date.now(), {
        'exception.stacktrace': 'at a (/assets/main.1a2b3c4d.js:2:123456)',
      }),
    ]),
  );
  expect(personalFindings([clean], ['김대출'])).toEqual([]);
  const leaky = JSON.stringify(
    exportRequest('1', [
      logRecord('exception', 'ERROR', Date.now(), {
        'exception.message': '김대출 invested 5000000',
      }),
    ]),
  );
  expect(personalFindings([leaky], ['김대출'])).toEqual([
    '"김대출" in: 김대출 invested 5000000',
    'digits "5000000" in: 김대출 invested 5000000',
  ]);
});
