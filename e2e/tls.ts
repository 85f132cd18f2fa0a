import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The certificate the installed site serves in the journeys (e2e/installed-site.ts), made with
 * openssl for 127.0.0.1 and localhost, as a host's would come from an ACME client. Browsers take it
 * as a deployment's: Chromium by its public key (`--ignore-certificate-errors-spki-list`, which
 * treats it as valid, service worker included), WebKit and Gecko by their WebDriver's
 * `acceptInsecureCerts`. Kept between runs (a day at most) in node_modules/.cache.
 */
export interface TestCertificate {
  cert: string;
  key: string;
  /** base64 of the SHA-256 of its public key, as Chromium's flag takes it. */
  spki: string;
}

const DIR = path.join(__dirname, '..', 'node_modules', '.cache', 'e2e-tls');
const DAY = 24 * 60 * 60 * 1000;

export function testCertificate(): TestCertificate {
  const cert = path.join(DIR, 'cert.pem');
  const key = path.join(DIR, 'key.pem');
  const fresh = fs.existsSync(key) && Date.now() - fs.statSync(cert).mtimeMs < DAY;
  if (!fresh) {
    fs.mkdirSync(DIR, { recursive: true });
    // Written beside, then moved: a worker reading the config meanwhile never sees half a pair.
    const [newCert, newKey] = [`${cert}.${process.pid}`, `${key}.${process.pid}`];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30', '-subj', '/CN=127.0.0.1']
        .concat(['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'])
        .concat(['-keyout', newKey, '-out', newCert]),
      { stdio: 'ignore' },
    );
    fs.renameSync(newKey, key);
    fs.renameSync(newCert, cert);
  }
  const der = new X509Certificate(fs.readFileSync(cert)).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return { cert, key, spki: createHash('sha256').update(der).digest('base64') };
}
