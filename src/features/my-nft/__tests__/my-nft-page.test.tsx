import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { UNKNOWN_STATUS } from '@mocks/handlers/dialect';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { draftUpdated, emptyDraft } from '@/shared/registration-draft/draft-slice';
import { renderApp, renderStory } from '@/test/render-app';
import * as stories from '@/features/my-nft/pages/MyNftPage.stories';
import { answerWith, failOnce, recordRequests } from './test-utils';
import { expectWarnings } from '@/test/console';

const { Empty, Loaded, LooseDialect } = composeStories(stories);

const cardTitles = async () => {
  const list = await screen.findByRole('list', { name: 'NFT 목록' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

/** borrower1's songs in the seed, newest first. */
const BORROWER_SONGS = ['골목길 라디오', '푸른 고래', '별빛 정류장', '여름밤 산책', '한강의 새벽'];

const listCalls = (seen: string[]) => seen.filter((url) => url.includes('/copyrights'));

async function openAs(loginId: 'borrower1' | 'investor1', url = '/myNft') {
  const store = await storeLoggedInAs(loginId);
  const seen = recordRequests();
  return { ...renderApp(url, { store }), seen };
}

test('in the loose wire dialect a status the app does not know keeps its card, as 기타', async () => {
  await renderStory(LooseDialect);

  // The same five songs; the first repaying one carries a status no version of the app knows.
  expect(await cardTitles()).toEqual(BORROWER_SONGS);
  expect(UNKNOWN_STATUS).toBe('AUCTION');
  const unknown = screen.getByRole('article', { name: '골목길 라디오' });
  expect(within(unknown).getByText('기타')).toBeInTheDocument();
  expect(
    within(unknown).getByRole('progressbar', { name: '골목길 라디오 투자 진행률' }),
  ).toHaveAttribute('aria-valuenow', '100');
  const card = screen.getByRole('article', { name: '별빛 정류장' });
  expect(within(card).getByText('투자 모집 중')).toBeInTheDocument();
  expect(within(card).getByText('40%')).toBeInTheDocument();
});

test("'issued by me' lists every song the borrower issued, with status and progress", async () => {
  const seen = recordRequests();
  await renderStory(Loaded);

  expect(await cardTitles()).toEqual(BORROWER_SONGS);
  expect(screen.getByRole('tab', { name: '내가 발행한' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
  expect(listCalls(seen)).toEqual(['/api/v1/me/copyrights']);

  const card = screen.getByRole('article', { name: '별빛 정류장' });
  expect(within(card).getByText('투자 모집 중')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: '별빛 정류장 커버 이미지' })).toBeInTheDocument();
  expect(
    within(card).getByRole('progressbar', { name: '별빛 정류장 투자 진행률' }),
  ).toHaveAttribute('aria-valuenow', '40');
  expect(within(card).getByText('40%')).toBeInTheDocument();
  expect(
    within(screen.getByRole('article', { name: '푸른 고래' })).getByText('상환 중'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('article', { name: '한강의 새벽' })).getByText('등록 완료'),
  ).toBeInTheDocument();
});

test('each status chip asks for that status, shows its cards and is kept in the address', async () => {
  const { user, seen, location } = await openAs('borrower1');
  await cardTitles();

  await user.click(screen.getByRole('button', { name: '투자 모집 중' }));
  await waitFor(async () => expect(await cardTitles()).toEqual(['별빛 정류장']));
  expect(screen.getByRole('button', { name: '투자 모집 중' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'false');
  expect(location()).toBe('/myNft?tab=issued&status=INVESTING');

  await user.click(screen.getByRole('button', { name: '등록 완료' }));
  await waitFor(async () => expect(await cardTitles()).toEqual(['여름밤 산책', '한강의 새벽']));
  expect(location()).toBe('/myNft?tab=issued&status=REGISTERED');

  await user.click(screen.getByRole('button', { name: '상환 중' }));
  await waitFor(async () => expect(await cardTitles()).toEqual(['골목길 라디오', '푸른 고래']));

  await user.click(screen.getByRole('button', { name: '전체' }));
  await waitFor(async () => expect(await cardTitles()).toHaveLength(5));
  expect(location()).toBe('/myNft?tab=issued');

  expect(listCalls(seen)).toEqual([
    '/api/v1/me/copyrights',
    '/api/v1/me/copyrights?status=INVESTING',
    '/api/v1/me/copyrights?status=REGISTERED',
    '/api/v1/me/copyrights?status=COMPLETED',
  ]);
});

test("'invested by me' lists the investor's songs and filters them by status", async () => {
  const { user, seen, location } = await openAs('investor1');
  expect(await cardTitles()).toEqual(['봄의 왈츠']);

  await user.click(screen.getByRole('tab', { name: '내가 투자한' }));
  await waitFor(async () =>
    expect(await cardTitles()).toEqual([
      '새벽 세 시',
      '은하수 자전거',
      '라일락 향기',
      '첫눈 오는 날',
      '골목길 라디오',
      '푸른 고래',
    ]),
  );
  expect(screen.getByRole('tab', { name: '내가 투자한' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: '내가 투자한' })).toBeInTheDocument();
  expect(location()).toBe('/myNft?tab=invested');

  await user.click(screen.getByRole('button', { name: '상환 중' }));
  await waitFor(async () =>
    expect(await cardTitles()).toEqual(['은하수 자전거', '골목길 라디오', '푸른 고래']),
  );
  expect(location()).toBe('/myNft?tab=invested&status=COMPLETED');
  expect(listCalls(seen)).toEqual([
    '/api/v1/me/copyrights',
    '/api/v1/me/invest/copyrights',
    '/api/v1/me/invest/copyrights?status=COMPLETED',
  ]);
});

test('the tab and chip in the address are restored on load (back, reload)', async () => {
  const { seen } = await openAs('investor1', '/myNft?tab=invested&status=INVESTING');

  expect(await cardTitles()).toEqual(['새벽 세 시', '라일락 향기', '첫눈 오는 날']);
  expect(screen.getByRole('tab', { name: '내가 투자한' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('button', { name: '투자 모집 중' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(listCalls(seen)).toEqual(['/api/v1/me/invest/copyrights?status=INVESTING']);
});

test('unknown values in the address fall back to issued / all', async () => {
  const { seen } = await openAs('borrower1', '/myNft?tab=nope&status=DELETED');

  expect(await cardTitles()).toHaveLength(5);
  expect(screen.getByRole('tab', { name: '내가 발행한' })).toHaveAttribute('aria-selected', 'true');
  expect(listCalls(seen)).toEqual(['/api/v1/me/copyrights']);
});

test('a card links to the detail of its copyright', async () => {
  const { user, location } = await openAs('borrower1');
  await cardTitles();

  const link = screen.getByRole('link', { name: '별빛 정류장' });
  expect(link).toHaveAttribute('href', '/myNft/detail/3');
  await user.click(link);
  await waitFor(() => expect(location()).toBe('/myNft/detail/3'));
});

test("'register music' resets a filled draft and opens step 1 of the wizard", async () => {
  const { user, store, location } = await openAs('borrower1');
  store.dispatch(draftUpdated({ title: '이전에 쓰다 만 곡', singers: ['누군가'] }));

  await user.click(await screen.findByRole('button', { name: '음악 등록하기' }));

  await waitFor(() => expect(location()).toBe('/nft/register/music-basic'));
  expect(store.getState().registrationDraft).toMatchObject(emptyDraft);
});

test('an investor with no investments is told so and pointed to the home list', async () => {
  const { user, location } = await openAs('borrower1', '/myNft?tab=invested');

  expect(await screen.findByRole('heading', { name: '아직 투자한 음악이 없어요' })).toBeVisible();
  const browse = screen.getByRole('link', { name: '투자할 음악 둘러보기' });
  expect(browse).toHaveAttribute('href', '/main');
  await user.click(browse);
  await waitFor(() => expect(location()).toBe('/main'));
});

test('an owner with no NFTs is pointed to registering one', async () => {
  const { user, location } = await renderStory(Empty);

  expect(
    await screen.findByRole('heading', { name: '아직 발행한 음악 NFT가 없어요' }),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: '새 음악 등록하기' }));
  await waitFor(() => expect(location()).toBe('/nft/register/music-basic'));
});

test('an empty status filter names the status', async () => {
  await openAs('investor1', '/myNft?tab=issued&status=COMPLETED');

  expect(
    await screen.findByRole('heading', { name: '‘상환 중’ 상태인 음악이 없어요' }),
  ).toBeVisible();
});

test('a failed list shows the error and a retry that loads it', async () => {
  failOnce('/me/copyrights');
  const { user } = await openAs('borrower1');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('서버에 문제가 있어요.');
  await user.click(within(alert).getByRole('button', { name: '다시 시도' }));

  expect(await cardTitles()).toHaveLength(5);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a malformed list is an error state, not a crash', async () => {
  expectWarnings(
    'Response of getMyCopyrights is not usable: copyrights[0].copyrightId is not an id',
  );
  answerWith('/me/copyrights', { copyrights: [{ copyrightId: 'x' }] });
  await openAs('borrower1');

  expect(await screen.findByRole('alert')).toHaveTextContent('서버에 문제가 있어요');
});

test('a loader shows while the list loads', async () => {
  await openAs('borrower1');
  expect(await screen.findByRole('status')).toHaveTextContent('데이터를 불러오는 중...');
  await cardTitles();
});
