import { api } from '@/shared/api/api';
import { nftDetailSchema, validated } from '@/shared/api/schemas';
import type { EntityId } from '@/shared/api/wire/enums';
import type { NftDetail } from '@/shared/api/wire/schemas';

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
