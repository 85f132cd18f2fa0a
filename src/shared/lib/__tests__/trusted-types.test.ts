import fs from 'node:fs';
import path from 'node:path';

// jsdom has no Trusted Types: each test gives the module a factory that records what it was asked.
type Rules = {
  createScriptURL?: (input: string) => string | null;
  createHTML?: (input: string) => string | null;
};
let created: Record<string, Rules>;

async function freshModule() {
  created = {};
  Object.defineProperty(window, 'trustedTypes', {
    configurable: true,
    value: {
      createPolicy: (name: string, rules: Rules) => {
        if (created[name]) throw new TypeError(`policy ${name} exists`);
        created[name] = rules;
        return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL!(input) }) };
      },
    },
  });
  jest.resetModules();
  return import('@/shared/lib/trusted-types');
}

afterEach(() => {
  delete (window as { trustedTypes?: unknown }).trustedTypes;
});

it("hands out the app's worker address, and its policy refuses any other", async () => {
  const { appWorkerUrl } = await freshModule();
  expect(appWorkerUrl()).toEqual({ trusted: '/sw.js' });
  expect(appWorkerUrl()).toEqual({ trusted: '/sw.js' });
  const rules = created['app-worker-url'];
  for (const other of [
    'https://evil.example/sw.js',
    '/sw.js?x=1',
    'data:text/javascript,1',
    '/mockServiceWorker.js',
  ])
    expect(() => rules.createScriptURL!(other)).toThrow(TypeError);
});

it("lets the libraries write cropperjs's frame and the demo worker's address, and nothing else", async () => {
  // (In the production bundle no demo worker is named, and no script address passes.)
  const { allowLibraryWrites, CROPPER_TEMPLATE } = await freshModule();
  allowLibraryWrites({ demoWorker: '/mockServiceWorker.js' });
  allowLibraryWrites();
  expect(Object.keys(created)).toEqual(['default']);
  const { createHTML, createScriptURL } = created.default;
  expect(createHTML!(CROPPER_TEMPLATE)).toBe(CROPPER_TEMPLATE);
  for (const other of ['', '<img src=x onerror=alert(1)>', `${CROPPER_TEMPLATE}<script></script>`])
    expect(createHTML!(other)).toBeNull();
  expect(createScriptURL!('/mockServiceWorker.js')).toBe('/mockServiceWorker.js');
  for (const other of [
    '/sw.js',
    'https://evil.example/mockServiceWorker.js',
    'javascript:alert(1)',
  ])
    expect(createScriptURL!(other)).toBeNull();
});

it("knows cropperjs's template to the letter, as the installed library writes it", async () => {
  const { CROPPER_TEMPLATE } = await import('@/shared/lib/trusted-types');
  const library = fs.readFileSync(
    path.join(require.resolve('cropperjs'), '..', 'cropper.esm.js'),
    'utf8',
  );
  const parts = /var TEMPLATE = ([^;]+);/.exec(library)![1];
  const template = [...parts.matchAll(/'([^']*)'/g)].map((m) => m[1]).join('');
  expect(template).toBe(CROPPER_TEMPLATE);
});

it('leaves the plain strings to a browser without Trusted Types', async () => {
  jest.resetModules();
  const { appWorkerUrl, allowLibraryWrites } = await import('@/shared/lib/trusted-types');
  expect(appWorkerUrl()).toBe('/sw.js');
  expect(() => allowLibraryWrites()).not.toThrow();
});
