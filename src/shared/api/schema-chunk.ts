import type * as Definitions from './wire/schemas';

/**
 * The response schemas' chunk (yup and ./wire/schemas), loaded on the first response, or earlier
 * by the boot script, which starts it beside the first screen's call. No library in here.
 */
let definitions: Promise<typeof Definitions> | undefined;

export function loadDefinitions(): Promise<typeof Definitions> {
  definitions ??= import(/* webpackChunkName: "response-schemas" */ './wire/schemas');
  // A failed download (offline) is retried by the next response instead of failing them all.
  definitions.catch(() => {
    definitions = undefined;
  });
  return definitions;
}

export function preloadResponseSchemas(): void {
  loadDefinitions().catch(() => {});
}
