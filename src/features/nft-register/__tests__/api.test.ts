import type { AppStore } from '@/app/store';
import {
  answer,
  everyTag,
  itHandlesBadAnswers,
  ok,
  settle,
  storeLoggedInAs,
  storeWithToken,
  TEST_TOKEN,
  uploadFile,
  watchTags,
} from '@/shared/api/__tests__/endpoint-harness';
import { apiRoot } from '@/shared/config/env';
import type { MyNftListResponse } from '@/shared/api/wire/schemas';
import type { PredictRequest } from '@/shared/api/wire/request-schemas';
import { nftRegisterApi, type RegisterNftArgs } from '@/features/nft-register/api';

const song: PredictRequest = {
  title: '여름 밤',
  singers: ['가수 A'],
  composers: ['작곡가 B'],
  lyricists: ['작사가 C'],
  streamingUrls: ['https://music.example/a'],
  isRegistered: false,
};

const files = () => ({
  image: uploadFile([137, 80, 78, 71], 'cover.png', 'image/png'),
  audio: uploadFile([73, 68, 51], 'song.mp3', 'audio/mpeg'),
  doc: uploadFile([37, 80, 68, 70], 'proof.pdf', 'application/pdf'),
});

const predict = (store: AppStore, body: PredictRequest = song) =>
  settle(store.dispatch(nftRegisterApi.endpoints.predictCopyright.initiate(body)));
const register = (store: AppStore, args: RegisterNftArgs) =>
  settle(store.dispatch(nftRegisterApi.endpoints.registerNft.initiate(args)));

const registration = (isRegistered: boolean): RegisterNftArgs => {
  const { image, audio, doc } = files();
  return { nft: { ...song, isRegistered, ethPrice: 1.25 }, image, audio, registrationDoc: doc };
};

describe('POST /copyrights/predict (predictCopyright)', () => {
  it('posts the song as JSON and returns the valuation', async () => {
    const seen = answer('post', '/copyrights/predict', ok({ ethPrice: 1.25, wonPrice: 5_000_000 }));

    const { data, error } = await predict(storeWithToken());

    expect(error).toBeUndefined();
    expect(data).toEqual({ ethPrice: 1.25, wonPrice: 5_000_000 });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/v1/copyrights/predict',
        query: {},
        body: song,
        authorization: `Bearer ${TEST_TOKEN}`,
      },
    ]);
  });

  itHandlesBadAnswers('post', '/copyrights/predict', (store) => predict(store), [
    ['no won price', { ethPrice: 1.25 }],
    ['an unreadable eth price', { ethPrice: '1.2.5', wonPrice: 5_000_000 }],
    ['a fractional won price', { ethPrice: 1.25, wonPrice: 10.5 }],
    ['null', null],
  ]);
});

describe('POST /nfts (registerNft)', () => {
  it('sends image, audio and the JSON part as multipart, without the document when not registered', async () => {
    const seen = answer('post', '/nfts', ok({ copyrightId: 21 }));

    const { data, error } = await register(storeWithToken(), registration(false));

    expect(error).toBeUndefined();
    expect(data).toEqual({ copyrightId: 21 });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/nfts',
      authorization: `Bearer ${TEST_TOKEN}`,
    });
    const form = seen[0].body as FormData;
    expect([...form.keys()].sort()).toEqual(['audio', 'image', 'nftCreateRequest']);
    expect((form.get('image') as File).name).toBe('cover.png');
    expect((form.get('image') as File).type).toBe('image/png');
    expect((form.get('audio') as File).name).toBe('song.mp3');
    const part = form.get('nftCreateRequest') as File;
    expect(part.type).toBe('application/json');
    expect(JSON.parse(await part.text())).toEqual({ ...song, isRegistered: false, ethPrice: 1.25 });
  });

  it('adds the registration document when the copyright is registered', async () => {
    const seen = answer('post', '/nfts', ok({ copyrightId: 22 }));

    await register(storeWithToken(), registration(true));

    const form = seen[0].body as FormData;
    expect([...form.keys()].sort()).toEqual([
      'audio',
      'image',
      'nftCreateRequest',
      'registrationDoc',
    ]);
    expect((form.get('registrationDoc') as File).name).toBe('proof.pdf');
    const part = form.get('nftCreateRequest') as File;
    expect(JSON.parse(await part.text())).toMatchObject({ isRegistered: true });
  });

  it('keeps the files out of the store and trips no serializability check', async () => {
    answer('post', '/nfts', ok({ copyrightId: 23 }));
    const errors = jest.spyOn(console, 'error');
    const store = storeWithToken();

    await register(store, registration(true));

    expect(errors).not.toHaveBeenCalled();
    const blobs: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value instanceof Blob) blobs.push(path);
      else if (value && typeof value === 'object') {
        Object.entries(value).forEach(([key, inner]) => walk(inner, `${path}.${key}`));
      }
    };
    walk(store.getState(), 'state');
    expect(blobs).toEqual([]);
  });

  it('refreshes only the lists of my issued NFTs', async () => {
    answer('post', '/nfts', ok({ copyrightId: 24 }));
    const store = storeWithToken();
    const watch = await watchTags(store, everyTag([7, 24]));

    await register(store, registration(false));

    expect(await watch.refetched()).toEqual(['MyCopyright:LIST']);
  });

  it('refreshes nothing when the registration is refused', async () => {
    answer('post', '/nfts', () =>
      Response.json({ success: false, error: { code: 'X', message: '실패' } }, { status: 400 }),
    );
    const store = storeWithToken();
    const watch = await watchTags(store, everyTag([7]));

    const { error } = await register(store, registration(false));

    expect(error).toEqual({ status: 400, code: 'X', cause: 'rejected', message: '실패' });
    expect(await watch.refetched()).toEqual([]);
  });

  itHandlesBadAnswers('post', '/nfts', (store) => register(store, registration(false)), [
    ['an unreadable copyright id', { copyrightId: 'new' }],
    ['null', null],
  ]);
});

describe('registration against the demo backend', () => {
  it('values a song, registers it and lists it as mine', async () => {
    const store = await storeLoggedInAs('borrower1');

    const valuation = await predict(store);
    expect(valuation.error).toBeUndefined();
    const { ethPrice } = valuation.data as { ethPrice: number };

    const { image, audio } = files();
    const created = await register(store, {
      nft: { ...song, title: '새로 등록한 노래', ethPrice },
      image,
      audio,
    });
    expect(created.error).toBeUndefined();
    const { copyrightId } = created.data as { copyrightId: number };

    const mine = (await fetch(`${apiRoot}/me/copyrights`, {
      headers: { Authorization: `Bearer ${store.getState().session.accessToken}` },
    }).then((response) => response.json())) as { data: MyNftListResponse };
    expect(mine.data.copyrights).toContainEqual(
      expect.objectContaining({ copyrightId, title: '새로 등록한 노래', status: 'REGISTERED' }),
    );
  });
});
