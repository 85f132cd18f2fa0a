/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { API_PATHS, serviceWorkerOptions } from '../service-worker';

const excluded = (asset: string) => serviceWorkerOptions.exclude.some((rule) => rule.test(asset));

it('never caches an answer at run time: the API and personal data stay on the network', () => {
  expect(serviceWorkerOptions).not.toHaveProperty('runtimeCaching');
  for (const path of ['/api/v1/contracts', '/api/v1/me/copyrights', '/api/v1/auth/login'])
    expect(API_PATHS.test(path)).toBe(true);
  // A navigation to the API is the network's too, never the app's index.html.
  expect(serviceWorkerOptions.navigateFallbackDenylist).toContain(API_PATHS);
});

it('precaches what the app opens with, not compressed copies or fixtures', () => {
  for (const asset of [
    'index.html',
    'login.html',
    'assets/main.1a2b3c4d.js',
    'manifest.webmanifest',
  ])
    expect(excluded(asset)).toBe(false);
  for (const asset of ['assets/main.1a2b3c4d.js.br', 'index.html.gz', 'assets/song.mp3'])
    expect(excluded(asset)).toBe(true);
  expect(serviceWorkerOptions.navigateFallback).toBe('/index.html');
});

it('lets a new version wait until the person says so', () => {
  expect(serviceWorkerOptions.skipWaiting).toBe(false);
  expect(serviceWorkerOptions.clientsClaim).toBe(true);
});
