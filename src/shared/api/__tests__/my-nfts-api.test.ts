import type { JsonBodyType } from 'msw';
import type { AppStore } from '@/app/store';
import {
  answer,
  expectOneGet,
  itHandlesBadAnswers,
  ok,
  settle,
  storeLoggedInAs,
  storeWithToken,
} from './endpoint-harness';
import { myNftItem, nftDetail } from './fixtures';
import type { NftStatus } from '@/shared/api/wire/enums';
import type { MyNftListResponse, NftDetail } from '@/shared/api/wire/schemas';
import { api, type TagType } from '@/shared/api/api';
import { myNftApi } from '@/shared/api/my-nfts-api';

const getMine = (store: AppStore, status?: NftStatus) =>
  settle(store.dispatch(myNftApi.endpoints.getMyCopyrights.initiate(status)));
const getInvested = (store: AppStore, status?: NftStatus) =>
  settle(store.dispatch(myNftApi.endpoints.getMyInvestCopyrights.initiate(status)));
const getCopyright = (store: AppStore, copyrightId: number) =>
  settle(store.dispatch(myNftApi.endpoints.getCopyright.initiate(copyrightId)));

const wrongLists: [string, JsonBodyType][] = [
  ['no copyrights array', {}],
  ['an unreadable copyright id', { copyrights: [{ ...myNftItem, copyrightId: 'three' }] }],
  ['a missing copyright id', { copyrights: [{ ...myNftItem, copyrightId: undefined }] }],
];

describe.each([
  ['GET /me/copyrights (getMyCopyrights)', '/me/copyrights', getMine],
  ['GET /me/invest/copyrights (getMyInvestCopyrights)', '/me/invest/copyrights', getInvested],
])('%s', (_name, path, run) => {
  it('asks for every status with the bearer token and returns the list', async () => {
    await expectOneGet(path, (store) => run(store), { copyrights: [myNftItem] });
  });

  it('sends the chosen status and fills a missing progress with 0', async () => {
    const { progress: _omitted, ...withoutProgress } = myNftItem;
    const seen = answer('get', path, ok({ copyrights: [withoutProgress] }));

    const { data } = await run(storeWithToken(), 'REGISTERED');

    expect(seen[0].query).toEqual({ status: 'REGISTERED' });
    expect(data).toEqual({ copyrights: [{ ...myNftItem, progress: 0 }] });
  });

  it('keeps the list cached for 60 seconds after its last user leaves', async () => {
    answer('get', path, ok({ copyrights: [myNftItem] }));
    const store = storeWithToken();
    const endpoint =
      path === '/me/copyrights'
        ? myNftApi.endpoints.getMyCopyrights
        : myNftApi.endpoints.getMyInvestCopyrights;
    const subscription = store.dispatch(endpoint.initiate());
    await subscription;
    const cached = () => endpoint.select()(store.getState()).data;

    jest.useFakeTimers();
    try {
      subscription.unsubscribe();
      jest.advanceTimersByTime(59_000);
      expect(cached()).toEqual({ copyrights: [myNftItem] });
      jest.advanceTimersByTime(1_500);
      expect(cached()).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is refreshed by a change to its list, through one tag however long the list', async () => {
    answer('get', path, ok({ copyrights: [myNftItem] }));
    const store = storeWithToken();
    await run(store);
    const listType = path === '/me/copyrights' ? 'MyCopyright' : 'MyInvestCopyright';
    const hits = (type: TagType, id: string | number) =>
      api.util.selectInvalidatedBy(store.getState(), [{ type, id }]).length;

    expect(hits(listType, 'LIST')).toBe(1);
    expect(hits(listType === 'MyCopyright' ? 'MyInvestCopyright' : 'MyCopyright', 'LIST')).toBe(0);
    // Nothing changes one NFT of these lists by its id; a tag per NFT was only a cost.
    expect(store.getState().api.provided.tags.Copyright).toBeUndefined();
  });

  itHandlesBadAnswers('get', path, (store) => run(store), wrongLists);
});

describe('GET /copyrights/{copyrightId} (getCopyright)', () => {
  it('asks for that copyright and returns its NFT detail', async () => {
    const seen = answer('get', '/copyrights/3', ok(nftDetail));

    const { data, error } = await getCopyright(storeWithToken(), 3);

    expect(error).toBeUndefined();
    expect(data).toEqual(nftDetail);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/v1/copyrights/3', query: {} });
  });

  it('accepts streamingUrls as one comma-separated string', async () => {
    answer(
      'get',
      '/copyrights/3',
      ok({ ...nftDetail, streamingUrls: 'https://a.example, https://b.example' }),
    );

    const { data } = await getCopyright(storeWithToken(), 3);

    expect((data as NftDetail).streamingUrls).toEqual(['https://a.example', 'https://b.example']);
  });

  itHandlesBadAnswers('get', '/copyrights/3', (store) => getCopyright(store, 3), [
    ['a missing isRegistered', { ...nftDetail, isRegistered: undefined }],
    ['isRegistered as text', { ...nftDetail, isRegistered: 'Y' }],
    ['an unreadable contract id', { ...nftDetail, contractId: 'seven' }],
  ]);
});

describe('my-NFT calls against the demo backend', () => {
  it('lists what borrower1 issued, narrows it by status and opens one', async () => {
    const store = await storeLoggedInAs('borrower1');

    const all = (await getMine(store)).data as MyNftListResponse;
    const registered = (await getMine(store, 'REGISTERED')).data as MyNftListResponse;

    expect(all.copyrights.length).toBeGreaterThan(registered.copyrights.length);
    expect(registered.copyrights.length).toBeGreaterThan(0);
    registered.copyrights.forEach((item) => expect(item.status).toBe('REGISTERED'));

    const first = registered.copyrights[0];
    const { data, error } = await getCopyright(store, first.copyrightId);
    expect(error).toBeUndefined();
    expect((data as NftDetail).title).toBe(first.title);
  });

  it('lists what investor1 invested in', async () => {
    const store = await storeLoggedInAs('investor1');

    const { data, error } = await getInvested(store);

    expect(error).toBeUndefined();
    expect((data as MyNftListResponse).copyrights.length).toBeGreaterThan(0);
  });
});
