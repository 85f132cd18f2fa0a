import { api } from './api';
import { myNftListSchema, nftDetailSchema, validated } from './schemas';
import type { EntityId, NftStatus } from './wire/enums';
import type { MyNftListResponse, NftDetail } from './wire/schemas';

const listTags =
  (type: 'MyCopyright' | 'MyInvestCopyright') => (result: MyNftListResponse | undefined) => [
    { type, id: 'LIST' as const },
    ...(result?.copyrights ?? []).map(({ copyrightId }) => ({
      type: 'Copyright' as const,
      id: copyrightId,
    })),
  ];

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
