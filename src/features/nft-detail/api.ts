import { api } from '../../shared/api/api';
import { nftDetailSchema, validated } from '../../shared/api/schemas';
import type { EntityId, NftDetail } from '../../shared/api/types';

export const nftDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNft: build.query<NftDetail, EntityId>({
      query: (nftId) => `/nfts/${nftId}`,
      ...validated(nftDetailSchema),
      providesTags: (_result, _error, nftId) => [{ type: 'Nft', id: nftId }],
    }),
  }),
});

export const { useGetNftQuery } = nftDetailApi;
