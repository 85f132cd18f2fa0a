import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { invalidResponseError } from './api-error';

export const tagTypes = [
  'ContractList',
  'Contract',
  'InvestInfo',
  'LoanInfo',
  'MyCopyright',
  'MyInvestCopyright',
  'Copyright',
  'Nft',
  'Confirmed',
] as const;

export type TagType = (typeof tagTypes)[number];

/**
 * The one RTK Query slice. Features add their endpoints with `api.injectEndpoints` in their own
 * api.ts, so tags can invalidate across features.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  // A response that fails its schema is an ApiError for every endpoint, even one that forgets it.
  catchSchemaFailure: invalidResponseError,
  // Back online (the browser's `online` event, setupListeners in app/store.ts), every screen on
  // view asks again: one that could not load offline loads without a reload or a tap.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
