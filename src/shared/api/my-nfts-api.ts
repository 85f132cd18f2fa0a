import { api } from './api';
import { myNftListSchema, nftDetailSchema, validated } from './schemas';
import type { EntityId, NftStatus } from './wire/enums';
import type { MyNftListResponse, NftDetail } from './wire/schemas';

/**
 * One tag a list, not one per NFT: what changes these lists names the list (registration names
 * MyCopyright, an investment MyInvestCopyright), and 500 NFTs' tags were a cost in the store's
 * reducer on every answer.
 */
const listTags = (type: 'MyCopyright' | 'MyInvestCopyright') => [{ type, id: 'LIST' as const }];

/** Spec §7: the my-lists stay cached for 60 seconds after the last screen leaves. */
const MY_LIST_CACHE_SECONDS = 60;

export const myNftApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** NFTs issued by me; no status = all. */
    getMyCopyrights: build.query<MyNftListResponse, NftStatus | void>({
      query: (status) => ({ url: '/me/copyrights', params: status ? { status } : undefined }),
      ...validated(myNftListSchema),
      keepUnusedDataFor: MY_LIST_CACHE_SECONDS,
      providesTags: listTags('MyCopyright'),
    }),
    /** NFTs I invested in; no status = all. */
    getMyInvestCopyrights: build.query<MyNftListResponse, NftStatus | void>({
      query: (status) => ({
        url: '/me/invest/copyrights',
        params: status ? { status } : undefined,
      }),
      ...validated(myNftListSchema),
      keepUnusedDataFor: MY_LIST_CACHE_SECONDS,
      providesTags: listTags('MyInvestCopyright'),
    }),
    getCopyright: build.query<NftDetail, EntityId>({
      query: (copyrightId) => `/copyrights/${copyrightId}`,
      ...validated(nftDetailSchema),
      providesTags: (_result, _error, copyrightId) => [{ type: 'Copyright', id: copyrightId }],
    }),
  }),
});

export const { useGetMyCopyrightsQuery, useGetMyInvestCopyrightsQuery, useGetCopyrightQuery } =
  myNftApi;
