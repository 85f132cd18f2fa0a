import type { SchemaFailureHandler } from '@reduxjs/toolkit/query';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { invalidResponseError } from './api-error';
import type * as Definitions from './response-schemas';

/**
 * Runtime checks of every response's `data` (api-contract "Transport": a 2xx whose data is of the
 * wrong shape is a handled error). The yup definitions live in ./response-schemas; this module
 * hands RTK Query Standard Schema stand-ins that load them on first use, so yup is not part of
 * any screen's first download (RTK Query awaits an async `validate`). `preloadResponseSchemas`
 * starts that download at boot, in parallel with the first screen and its first call.
 */

type SchemaName = {
  [K in keyof typeof Definitions]: (typeof Definitions)[K] extends StandardSchemaV1 ? K : never;
}[keyof typeof Definitions];
type Output<K extends SchemaName> = StandardSchemaV1.InferOutput<(typeof Definitions)[K]>;

let definitions: Promise<typeof Definitions> | undefined;

function loadDefinitions(): Promise<typeof Definitions> {
  definitions ??= import(/* webpackChunkName: "response-schemas" */ './response-schemas');
  // A failed download (offline) is retried by the next response instead of failing them all.
  definitions.catch(() => {
    definitions = undefined;
  });
  return definitions;
}

export function preloadResponseSchemas(): void {
  loadDefinitions().catch(() => {});
}

function lazySchema<K extends SchemaName>(name: K): StandardSchemaV1<Output<K>, Output<K>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'yup',
      validate: async (value) => {
        const schema = (await loadDefinitions())[name] as StandardSchemaV1<Output<K>, Output<K>>;
        return schema['~standard'].validate(value);
      },
    },
  };
}

const reportSchemaFailure: SchemaFailureHandler = (error, info) => {
  // The user sees a generic message; a developer needs the issues to find the mismatch.
  if (process.env.NODE_ENV === 'development') {
    console.warn(`Response of ${info.endpoint} failed validation`, error.issues, error.value);
  }
};

/**
 * What an endpoint spreads into its definition to have its response checked: RTK Query runs the
 * schema as `responseSchema`; `catchSchemaFailure` turns a failure into the app's ApiError, so it
 * reaches hooks as `error` (without it RTK Query rethrows).
 */
export function validated<T>(schema: StandardSchemaV1<T, T>) {
  return {
    responseSchema: schema,
    catchSchemaFailure: invalidResponseError,
    onSchemaFailure: reportSchemaFailure,
  };
}

const nullData = lazySchema('nullDataSchema');

/** The same for the calls whose `data` the contract fixes as `null`; they resolve to null. */
export function validatedNull() {
  return {
    rawResponseSchema: nullData,
    transformResponse: (): null => null,
    catchSchemaFailure: invalidResponseError,
    onSchemaFailure: reportSchemaFailure,
  };
}

export { splitCommaList } from './split-comma-list';

export const contractListSchema = lazySchema('contractListSchema');
export const myNftListSchema = lazySchema('myNftListSchema');
export const predictSchema = lazySchema('predictSchema');
export const nftCreateSchema = lazySchema('nftCreateSchema');
export const nftDetailSchema = lazySchema('nftDetailSchema');
export const contractDetailSchema = lazySchema('contractDetailSchema');
export const investInfoSchema = lazySchema('investInfoSchema');
export const loanInfoSchema = lazySchema('loanInfoSchema');
export const loanTermsSchema = lazySchema('loanTermsSchema');
export const loanStatusSchema = lazySchema('loanStatusSchema');
export const loanConclusionSchema = lazySchema('loanConclusionSchema');
export const confirmedContractsSchema = lazySchema('confirmedContractsSchema');
