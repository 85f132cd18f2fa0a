import type { AppStore } from '@/app/store';
import {
  answer,
  expectOneGet,
  itHandlesBadAnswers,
  ok,
  settle,
  storeLoggedInAs,
  storeWithToken,
} from '@/shared/api/__tests__/endpoint-harness';
import { nftDetail } from '@/shared/api/__tests__/fixtures';
import { apiRoot } from '@/shared/config/env';
import type { MyNftListResponse, NftDetail } from '@/shared/api/wire/schemas';
import type { LoanInfo } from '@/shared/api/wire/loan-schemas';
import { nftDetailApi } from '@/features/nft-detail/api';

const getNft = (store: AppStore, nftId: number) =>
  settle(store.dispatch(nftDetailApi.endpoints.getNft.initiate(nftId)));

describe('GET /nfts/{nftId} (getNft)', () => {
  it('asks for that NFT and returns its detail', async () => {
    await expectOneGet('/nfts/11', (store) => getNft(store, 11), nftDetail);
  });

  it('turns a comma-separated streamingUrls string into a list', async () => {
    answer('get', '/nfts/11', ok({ ...nftDetail, streamingUrls: 'https://a.example' }));

    const { data } = await getNft(storeWithToken(), 11);

    expect((data as NftDetail).streamingUrls).toEqual(['https://a.example']);
  });

  itHandlesBadAnswers('get', '/nfts/11', (store) => getNft(store, 11), [
    ['isRegistered as a number', { ...nftDetail, isRegistered: 1 }],
  ]);

  it('reads an NFT of the demo backend by the nftId its loan info names', async () => {
    const store = await storeLoggedInAs('borrower1');
    const auth = { Authorization: `Bearer ${store.getState().session.accessToken}` };
    const mine = (await fetch(`${apiRoot}/me/copyrights`, { headers: auth }).then((r) =>
      r.json(),
    )) as { data: MyNftListResponse };
    const copyright = (await fetch(`${apiRoot}/copyrights/${mine.data.copyrights[0].copyrightId}`, {
      headers: auth,
    }).then((r) => r.json())) as { data: NftDetail };
    const loanInfo = (await fetch(`${apiRoot}/contracts/${copyright.data.contractId}/loans/info`, {
      headers: auth,
    }).then((r) => r.json())) as { data: LoanInfo };

    const { data, error } = await getNft(store, loanInfo.data.copyright.nftId as number);

    expect(error).toBeUndefined();
    expect(data).toEqual(copyright.data);
  });
});
