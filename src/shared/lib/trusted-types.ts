/**
 * Trusted Types: the production CSP requires them for every sink that can run script
 * (`require-trusted-types-for 'script'`), so a string from anywhere (server data, a stored draft,
 * an address) can never become script, HTML or a script's address. What the app needs goes
 * through one of these named policies, each accepting only what it must (docs/security.md):
 *
 * - `webpack`: webpack's chunk loader (`output.trustedTypes`), for the script addresses it builds
 *   from its own chunk map; the policy is held by webpack's runtime alone.
 * - `app-worker-url`: the production bundle's service worker's address, nothing else.
 * - `default`: what two libraries write on their own, where we cannot hand them a trusted value:
 *   cropperjs's frame, the one constant template it sets as `innerHTML` (the crop screen), and the
 *   demo backend's worker address, which MSW turns back into a string before it registers it.
 *   Every other string is refused: a list of two, not a way around.
 *
 * A browser without Trusted Types (Safari before 26, Firefox before 148, jsdom) takes the plain
 * strings, as before.
 */

/** Every policy name the CSP's `trusted-types` directive allows (scripts/build/csp.ts). */
export const TRUSTED_TYPES_POLICIES = ['webpack', 'app-worker-url', 'default'] as const;

/** The production bundle's service worker (app/service-worker). */
const APP_WORKER = '/sw.js';

/** cropperjs 1.x's `TEMPLATE` (cropper.esm.js), to the letter; a test compares it with the library's. */
export const CROPPER_TEMPLATE =
  '<div class="cropper-container" touch-action="none"><div class="cropper-wrap-box"><div class="cropper-canvas"></div></div><div class="cropper-drag-box"></div><div class="cropper-crop-box"><span class="cropper-view-box"></span><span class="cropper-dashed dashed-h"></span><span class="cropper-dashed dashed-v"></span><span class="cropper-center"></span><span class="cropper-face"></span><span class="cropper-line line-e" data-cropper-action="e"></span><span class="cropper-line line-n" data-cropper-action="n"></span><span class="cropper-line line-w" data-cropper-action="w"></span><span class="cropper-line line-s" data-cropper-action="s"></span><span class="cropper-point point-e" data-cropper-action="e"></span><span class="cropper-point point-n" data-cropper-action="n"></span><span class="cropper-point point-w" data-cropper-action="w"></span><span class="cropper-point point-s" data-cropper-action="s"></span><span class="cropper-point point-ne" data-cropper-action="ne"></span><span class="cropper-point point-nw" data-cropper-action="nw"></span><span class="cropper-point point-sw" data-cropper-action="sw"></span><span class="cropper-point point-se" data-cropper-action="se"></span></div></div>';

const factory = (): TrustedTypePolicyFactory | undefined =>
  // Checked before it is read: a browser without Trusted Types gets undefined.
  // eslint-disable-next-line compat/compat
  typeof window !== 'undefined' && 'trustedTypes' in window ? window.trustedTypes : undefined;

let workerUrls: Pick<TrustedTypePolicy, 'createScriptURL'> | undefined;

/** The service worker's address as the browser's `register()` takes it under Trusted Types. */
export function appWorkerUrl(): string | TrustedScriptURL {
  const types = factory();
  if (!types) return APP_WORKER;
  workerUrls ??= types.createPolicy('app-worker-url', {
    createScriptURL: (input: string) => {
      if (input !== APP_WORKER) throw new TypeError(`not the app's worker: ${input}`);
      return input;
    },
  });
  return workerUrls.createScriptURL(APP_WORKER);
}

let defaultPolicy = false;

/**
 * Lets cropperjs write its frame and, in the demo bundle, MSW register the demo backend's worker
 * (`demoWorker`, named by mocks/browser.ts: the production bundle never spells it), and nothing
 * else. Called before either runs (the crop screen; the demo backend's start, which comes first).
 */
export function allowLibraryWrites({ demoWorker }: { demoWorker?: string } = {}): void {
  const types = factory();
  if (!types || defaultPolicy) return;
  types.createPolicy('default', {
    // Anything else gets null, which the standard reads as a refusal: the sink throws and the
    // browser reports the violation (a throw here would not be reported). Its types say string.
    createHTML: (input: string) =>
      input === CROPPER_TEMPLATE ? input : (null as unknown as string),
    createScriptURL: (input: string) =>
      demoWorker !== undefined && input === demoWorker ? input : (null as unknown as string),
  });
  defaultPolicy = true;
}
