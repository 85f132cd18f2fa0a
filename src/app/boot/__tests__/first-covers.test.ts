import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { readFirstAnswer, startFirstCall, type FirstCall } from '@/app/boot/first-call';
import { prefetchFirstScreen } from '@/app/boot/prefetch';
import { makeStore } from '@/app/store';
import {
  answerContracts,
  CONTRACTS_URL,
  listItem,
} from '@/features/home/__tests__/home-test-utils';
import { nextTask } from '@/shared/lib/next-task';
import { expectWarnings } from '@/test/console';

const at = (url: string) => new URL(url, 'http://localhost') as unknown as Location;
const list = { endpoint: 'getContracts', arg: undefined } as const;
const firstScreenCovers = async (call: FirstCall, data: unknown) =>
  (await readFirstAnswer(call, data))?.covers ?? [];
const cover = (id: number, imageUrl: unknown) =>
  ({ ...listItem(id), copyright: { name: `노래 ${id}`, imageUrl } }) as never;

/** Every image the page started, with the priority it was asked at. */
function watchImages() {
  const images: Array<{ src: string; priority: string | undefined }> = [];
  const setter = jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    src: string,
  ) {
    images.push({ src, priority: (this as { fetchPriority?: string }).fetchPriority });
  });
  return { images, restore: () => setter.mockRestore() };
}

describe('the first screen covers, read from the first answer', () => {
  it("home's first render in its order: the two most funded, then the three latest, each once", async () => {
    const contracts = [
      listItem(1, { progress: '10', expirationTime: '2099-01-01T00:00:00Z' }),
      listItem(2, { progress: '90', expirationTime: '2099-01-02T00:00:00Z' }),
      listItem(3, { progress: '50', expirationTime: '2099-01-05T00:00:00Z' }),
      listItem(4, { progress: '0', expirationTime: '2099-01-04T00:00:00Z' }),
      listItem(5, { progress: '5', expirationTime: '2099-01-03T00:00:00Z' }),
      listItem(6, { progress: '1', expirationTime: '2098-01-01T00:00:00Z' }),
    ];
    await expect(firstScreenCovers(list, { contracts })).resolves.toEqual([
      'https://cdn.example/2.png',
      'https://cdn.example/3.png',
      // 3 is also the latest: asked for once.
      'https://cdn.example/4.png',
      'https://cdn.example/5.png',
    ]);
  });

  it('reads a loose answer as the screen does: ids, progress and addresses as strings with spaces', async () => {
    const loose = {
      contracts: [
        {
          ...listItem(1),
          contractId: '1',
          progress: 20,
          copyright: { name: 'a', imageUrl: ' /covers/1.jpg ' },
        },
        {
          ...listItem(2),
          contractId: '2',
          progress: '75.5',
          copyright: { name: 'b', imageUrl: '/covers/2.jpg' },
        },
      ],
    };
    await expect(firstScreenCovers(list, loose)).resolves.toEqual([
      'http://localhost/covers/2.jpg',
      'http://localhost/covers/1.jpg',
    ]);
  });

  it('a filtered list keeps the server order', async () => {
    const contracts = [listItem(7, { progress: '1' }), listItem(8, { progress: '99' })];
    await expect(
      firstScreenCovers({ endpoint: 'getContracts', arg: 'LOW_RISK' }, { contracts }),
    ).resolves.toEqual(['https://cdn.example/7.png', 'https://cdn.example/8.png']);
  });

  it("a contract's page: its one cover", async () => {
    const detail = {
      contract: {
        loanAmount: 1000000,
        monthlyInterest: 10000,
        loanType: '원리금균등',
        interestRate: 0.12,
        paymentAmount: 100000,
        overdueRate: 0.03,
        repaymentPeriod: 12,
        repaymentCount: 12,
      },
      user: { name: '홍길동', job: 'EMPLOYEE' },
      copyright: {
        title: '노래',
        imageUrl: 'https://cdn.example/108.jpg',
        ethPrice: '1.25',
        wonPrice: 5000000,
        singers: ['가수'],
        composers: [],
        lyricists: [],
        type: '발라드',
        isRegistered: false,
        registrationDoc: null,
        streamingUrls: [],
      },
      progress: { currentProgress: '40', remainingInvestingMoney: 600000 },
    };
    await expect(firstScreenCovers({ endpoint: 'getContract', arg: 108 }, detail)).resolves.toEqual(
      ['https://cdn.example/108.jpg'],
    );
  });

  it('nothing to start for inline covers, addresses the page may not load, or missing ones', async () => {
    expectWarnings(
      '[contractListSchema] contracts[].copyright.imageUrl: missing or unreadable in 3 items',
    );
    const contracts = [
      cover(1, 'data:image/svg+xml;charset=utf-8,%3Csvg%3E'),
      cover(2, 'blob:http://localhost/1234'),
      cover(3, 'http://elsewhere.example/3.jpg'),
      cover(4, 'javascript:alert(1)'),
      cover(5, null),
      cover(6, { href: '/6.jpg' }),
      cover(7, ''),
    ];
    await expect(firstScreenCovers(list, { contracts })).resolves.toEqual([]);
  });

  it('an answer of another shape starts nothing', async () => {
    await expect(firstScreenCovers(list, null)).resolves.toEqual([]);
    await expect(firstScreenCovers(list, { contracts: 'none' })).resolves.toEqual([]);
    await expect(firstScreenCovers(list, [listItem(1)])).resolves.toEqual([]);
    // An address, but an item the schema refuses (no id): the screen shows an error, not covers.
    await expect(
      firstScreenCovers(list, { contracts: [{ ...listItem(1), contractId: undefined }] }),
    ).resolves.toEqual([]);
    await expect(
      firstScreenCovers({ endpoint: 'getContract', arg: 1 }, { copyright: { imageUrl: '/a.jpg' } }),
    ).resolves.toEqual([]);
  });
});

/** Home's call, made by the store as main.tsx makes it, once it has settled as `status`. */
async function homeCallSettles(status: 'fulfilled' | 'rejected') {
  const store = makeStore();
  prefetchFirstScreen(store.dispatch, at('/main'));
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.map((query) => query?.status)).toEqual([status]);
  });
  return Object.values(store.getState().api.queries)[0];
}

describe('the boot script starts them beside the libraries', () => {
  afterEach(() => server.events.removeAllListeners());

  it('as soon as the early answer arrives, the first three first; the store still takes that answer, one request', async () => {
    const watched = watchImages();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    // Popular: the most funded (5, 4); recent: the latest to expire (1, 2, 3).
    answerContracts(
      [1, 2, 3, 4, 5].map((id) =>
        listItem(id, { progress: String(id * 10), expirationTime: `2099-01-0${6 - id}T00:00:00Z` }),
      ),
    );
    startFirstCall(at('/main'));
    await waitFor(() => expect(watched.images).toHaveLength(5));
    expect(watched.images).toEqual([
      { src: 'https://cdn.example/5.png', priority: 'high' },
      { src: 'https://cdn.example/4.png', priority: 'high' },
      { src: 'https://cdn.example/1.png', priority: 'high' },
      { src: 'https://cdn.example/2.png', priority: undefined },
      { src: 'https://cdn.example/3.png', priority: undefined },
    ]);
    const query = await homeCallSettles('fulfilled');
    expect((query?.data as { contracts: unknown[] }).contracts).toHaveLength(5);
    expect(requests).toEqual([CONTRACTS_URL]);
    watched.restore();
  });

  it('the store takes the reading the boot script made: the answer is parsed once, and the warning for a loose field is said once', async () => {
    const watched = watchImages();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const parse = jest.spyOn(JSON, 'parse');
    const text = jest.spyOn(Response.prototype, 'text');
    // A name missing: shown as a fallback, and worth one warning for a developer.
    answerContracts([listItem(1), { ...listItem(2), copyright: { imageUrl: '/covers/2.jpg' } }]);
    startFirstCall(at('/main'));
    await waitFor(() => expect(watched.images).toHaveLength(2));
    const query = await homeCallSettles('fulfilled');
    expect((query?.data as { contracts: unknown[] }).contracts).toHaveLength(2);
    // The boot script's one reading of the body, as text once (RTK Query's own reads its
    // stand-in, which has none); the store parses nothing of its own.
    const read = await Promise.all(text.mock.results.map(({ value }) => value as Promise<string>));
    expect(read.filter((body) => body.includes('"contracts"'))).toHaveLength(1);
    expect(parse.mock.calls.filter(([body]) => String(body).includes('"contracts"'))).toHaveLength(
      1,
    );
    expect(
      warn.mock.calls.filter(([text]) => String(text).includes('copyright.name')),
    ).toHaveLength(1);
    text.mockRestore();
    parse.mockRestore();
    warn.mockRestore();
    watched.restore();
  });

  it('an answer the schema refuses is read again by the store, which reports it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answerContracts([{ ...listItem(1), contractId: undefined }]);
    startFirstCall(at('/main'));
    const query = await homeCallSettles('rejected');
    expect(query?.error).toMatchObject({ status: 'INVALID_RESPONSE' });
    warn.mockRestore();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ success: false }, { status: 503 })],
    [
      'a refusal in a 200',
      () => HttpResponse.json({ success: false, error: { code: 'X', message: 'x' } }),
    ],
    [
      'a body that is not JSON',
      () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['no answer at all', () => HttpResponse.error()],
  ])('%s starts no image and raises nothing unhandled', async (_case, answer) => {
    const watched = watchImages();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    server.use(http.get(CONTRACTS_URL, answer));
    const answered = new Promise((resolve) => {
      server.events.on('response:mocked', resolve);
      server.events.on('request:end', resolve);
    });
    startFirstCall(at('/main'));
    await answered;
    for (let i = 0; i < 5; i += 1) await nextTask();
    expect(watched.images).toEqual([]);
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    watched.restore();
  });
});
