import fs from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';
import { expect, test } from './fixtures';
import { ACME_TOKEN, installedSiteDir } from './installed-site';
import { askedWith, expectSecurityHeaders, KINDS } from './serving-helpers';

/**
 * The site file as a host installs it (e2e/installed-site.ts: `npm run deploy:site`'s output
 * included from a host-like nginx.conf, accepted by `nginx -t`), which serves every journey of the
 * demo bundle over https: each kind of response with its headers over TLS, Mozilla's intermediate
 * TLS, plain http moved to https but for an ACME client's challenge, and workers that are not
 * root. The demo bundle has no sw.js of its own (its worker is the demo backend's).
 */

const httpsPort = Number(process.env.E2E_PORT ?? 4173);
const HTTP = `http://127.0.0.1:${Number(process.env.E2E_HTTP_PORT ?? 4176)}`;
const REPORTS = `http://127.0.0.1:${process.env.E2E_PROD_PORT ?? 4174}/csp-reports`;

test('each kind of response over https: its status, type, caching and every security header', async ({
  request,
}) => {
  for (const kind of KINDS.filter((k) => k.path !== '/sw.js')) {
    const response = await request.get(kind.path, {
      headers: { 'Accept-Encoding': 'br, gzip', ...askedWith(kind) },
    });
    expect(response.url(), kind.what).toMatch(/^https:/);
    expect(response.status(), kind.what).toBe(kind.status);
    expect(response.headers()['content-type'], kind.what).toMatch(kind.type);
    expect(response.headers()['cache-control'], kind.what).toBe(kind.cache);
    expectSecurityHeaders(response, kind.what, REPORTS);
  }
});

test('plain http answers 301 to the same https address, except an ACME challenge', async ({
  request,
  baseURL,
}) => {
  const moved = await request.get(`${HTTP}/investment/108?tab=info`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`${baseURL}/investment/108?tab=info`);
  // HSTS means something only over https: the plain answer does not send it.
  expect(moved.headers()['strict-transport-security']).toBeUndefined();

  const challenge = await request.get(`${HTTP}/.well-known/acme-challenge/${ACME_TOKEN}`, {
    maxRedirects: 0,
  });
  expect(challenge.status()).toBe(200);
  expect(await challenge.text()).toBe(`${ACME_TOKEN}.ok`);
});

/** A TLS handshake with the site: the protocol and ALPN it settled on, or the error. */
function handshake(port: number, options: tls.ConnectionOptions) {
  return new Promise<{ protocol: string | null; alpn: string | false | null } | { error: string }>(
    (resolve) => {
      const socket = tls.connect({
        host: '127.0.0.1',
        port,
        rejectUnauthorized: false,
        ...options,
      });
      socket.once('secureConnect', () => {
        resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
        socket.end();
      });
      socket.once('error', (error) => resolve({ error: error.message }));
    },
  );
}

test('TLS as Mozilla’s intermediate profile has it: 1.3 and 1.2 with forward secrecy, HTTP/2', async () => {
  expect(await handshake(httpsPort, { ALPNProtocols: ['h2', 'http/1.1'] })).toEqual({
    protocol: 'TLSv1.3',
    alpn: 'h2',
  });
  expect(
    await handshake(httpsPort, { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-RSA-AES128-GCM-SHA256' }),
  ).toMatchObject({ protocol: 'TLSv1.2' });
  // A suite without forward secrecy, which the profile leaves out.
  expect(
    await handshake(httpsPort, { maxVersion: 'TLSv1.2', ciphers: 'AES128-GCM-SHA256' }),
  ).toHaveProperty('error');
});

test('nginx’s workers are not root', async () => {
  const dir = installedSiteDir(httpsPort);
  const master = Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8'));
  const uidOf = (pid: string) =>
    Number(/^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
  const workers = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The fourth field of /proc/<pid>/stat is the parent's pid (after the parenthesised name).
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === master;
      } catch {
        return false;
      }
    });
  expect(workers.length).toBeGreaterThan(0);
  for (const worker of workers) expect(uidOf(worker), `worker ${worker}`).not.toBe(0);
});
