import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { composeStories } from '@storybook/react';
import { renderApp, renderStory } from '@/test/render-app';
import * as stories from '@/features/home/pages/HomePage.stories';
import { answerContracts, CONTRACTS_URL, listItem } from './home-test-utils';
// Loaded up front: the route's lazy import then resolves at once instead of counting against the
// first test's waits on a busy machine.
import '@/features/home/pages/HomePage';
import { expectWarnings } from '@/test/console';

// A ceiling for waits on a busy machine (several suites share the CPU), not a timing assertion.

const section = (name: string) => screen.getByRole('region', { name });
const cardNames = (name: string) =>
  within(section(name))
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));
const titlesIn = (name: string) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const chip = (name: string) =>
  within(screen.getByRole('group', { name: '계약 필터' })).getByRole('button', { name });

const { Loaded, ListsServerError } = composeStories(stories);

async function openHome(url = '/main') {
  const view = url === '/main' ? await renderStory(Loaded) : renderApp(url);
  await screen.findAllByRole('region', { name: /많은 사람들이 투자했어요|계약$/ });
  return view;
}

describe('home, unfiltered', () => {
  it('shows the loading text, then the 2 most funded and the 3 latest open contracts', async () => {
    await renderStory(Loaded);
    expect(screen.getByRole('status')).toHaveTextContent('데이터를 불러오는 중...');

    await screen.findByRole('region', { name: '많은 사람들이 투자했어요' });
    expect(titlesIn('많은 사람들이 투자했어요')).toEqual(['라일락 향기', '첫눈 오는 날']);
    expect(titlesIn('최근 등록된 계약')).toEqual(['바다 건너 편지', '도시의 불빛', '별빛 정류장']);
    expect(chip('전체')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows each card’s loan amount, rounds, annual rate, progress and countdown', async () => {
    await openHome();
    // The card is an article named by its title; the title is its one link (stretched over it).
    const card = within(section('최근 등록된 계약')).getByRole('article', {
      name: '바다 건너 편지',
    });
    expect(within(card).getByRole('link')).toHaveAccessibleName('바다 건너 편지');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/loan-apply/progress/108');
    expect(within(card).getByText('7,000,000원')).toBeInTheDocument();
    expect(within(card).getByText('6회 상환 · 연 11%')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: '바다 건너 편지 투자 진행률' }),
    ).toHaveAttribute('aria-valuetext', '0%');
    // The time left as read out (the turning digits are drawn for the eye: countdown.test.tsx).
    expect(within(card).getByText(/^\d+일 \d+시간 \d+분 남음$/)).toBeInTheDocument();
  });

  it('marks progress of 50 % or more as high, and less not', async () => {
    await openHome();
    // ProgressBar.module.css draws a `high` bar and its figure in the positive colour's darker
    // shade, others in the warning colour's (the colours themselves: e2e/dark-mode.spec.ts).
    const barAt = (sectionName: string, percent: string) => {
      const bar = within(section(sectionName))
        .getAllByRole('progressbar')
        .find((element) => element.getAttribute('aria-valuetext') === percent);
      // eslint-disable-next-line testing-library/no-node-access -- the class is on the bar's frame
      return bar?.parentElement;
    };
    expect(barAt('많은 사람들이 투자했어요', '90%')).toHaveClass('high');
    expect(barAt('많은 사람들이 투자했어요', '75%')).toHaveClass('high');
    expect(barAt('최근 등록된 계약', '0%')).not.toHaveClass('high');
    expect(barAt('최근 등록된 계약', '40%')).not.toHaveClass('high');
  });

  it('opens the progress page of a tapped card', async () => {
    const { user, location } = await openHome('/');
    await user.click(screen.getByRole('link', { name: '라일락 향기' }));
    await waitFor(() => expect(location()).toBe('/loan-apply/progress/109'));
  });

  it('shows rates as truncated whole percents, exact for float-unfriendly rates', async () => {
    answerContracts([
      listItem(1, { interestRate: 0.29, progress: '90' }),
      listItem(2, { interestRate: 0.57, progress: '80' }),
      listItem(3, { interestRate: 0.115, progress: '70' }),
    ]);
    await openHome();
    expect(screen.getAllByText('6회 상환 · 연 29%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('6회 상환 · 연 57%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('6회 상환 · 연 11%').length).toBeGreaterThan(0);
  });

  it('says so in each section when no contract is open', async () => {
    answerContracts([]);
    await openHome();
    expect(section('많은 사람들이 투자했어요')).toHaveTextContent('투자 가능한 계약이 없습니다.');
    expect(section('최근 등록된 계약')).toHaveTextContent('최근 등록된 계약이 없습니다.');
  });

  it('shows a failed list as empty with a retry that loads it', async () => {
    let calls = 0;
    server.use(
      http.get(CONTRACTS_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, error: { code: 'INTERNAL_ERROR', message: '서버 오류입니다.' } },
              { status: 500 },
            )
          : HttpResponse.json({ success: true, data: { contracts: [listItem(5)] } });
      }),
    );
    const { user } = renderApp('/main');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('계약 목록을 불러오지 못했습니다.');
    expect(section('많은 사람들이 투자했어요')).toHaveTextContent('투자 가능한 계약이 없습니다.');
    expect(section('최근 등록된 계약')).toHaveTextContent('최근 등록된 계약이 없습니다.');

    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findAllByRole('link', { name: '노래 5' })).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says that the lists failed to load when the server answers 500, never that none is open', async () => {
    await renderStory(ListsServerError);
    expect(await screen.findByRole('alert')).toHaveTextContent('계약 목록을 불러오지 못했습니다.');
    expect(
      within(screen.getByRole('alert')).getByRole('button', { name: '다시 시도' }),
    ).toBeEnabled();
  });

  it('shows a malformed list as a failed one, not a crash', async () => {
    expectWarnings('Response of getContracts is not usable: contracts must be defined');
    server.use(http.get(CONTRACTS_URL, () => HttpResponse.json({ success: true, data: {} })));
    renderApp('/main');
    expect(await screen.findByRole('alert')).toHaveTextContent('계약 목록을 불러오지 못했습니다.');
  });
});

describe('home, filtered', () => {
  it.each([
    ['고수익', 'HIGH_RETURN', ['첫눈 오는 날', '새벽 세 시', '별빛 정류장', '바다 건너 편지']],
    ['비교적 안전', 'LOW_RISK', ['도시의 불빛', '라일락 향기']],
    ['단기 상환', 'SHORT_TERM', ['첫눈 오는 날', '바다 건너 편지']],
    ['장기 상환', 'LONG_TERM', ['도시의 불빛', '별빛 정류장', '새벽 세 시', '라일락 향기']],
  ])('%s shows one section of the %s contracts', async (label, filter, titles) => {
    const { user, location } = await openHome();
    await user.click(chip(label));

    const heading = `${label} 계약`;
    expect(await screen.findByRole('region', { name: heading })).toBeInTheDocument();
    expect(titlesIn(heading)).toEqual(titles);
    expect(chip(label)).toHaveAttribute('aria-pressed', 'true');
    expect(chip('전체')).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.queryByRole('region', { name: '많은 사람들이 투자했어요' }),
    ).not.toBeInTheDocument();
    expect(location()).toBe(`/main?filter=${filter}`);
  });

  it('asks the server with the filter and shows at most 6 contracts', async () => {
    const filters = answerContracts(Array.from({ length: 8 }, (_, i) => listItem(i + 1)));
    const { user } = await openHome();
    await user.click(chip('장기 상환'));
    await screen.findByRole('region', { name: '장기 상환 계약' });
    expect(cardNames('장기 상환 계약')).toHaveLength(6);
    expect(filters).toEqual([null, 'LONG_TERM']);
  });

  it('says when no contract matches, and 전체 returns to the two sections', async () => {
    const { user } = await openHome('/main?filter=LOW_RISK');
    answerContracts([]);
    await user.click(chip('고수익'));
    expect(await screen.findByText('해당 조건의 계약이 없습니다.')).toBeInTheDocument();
    await user.click(chip('전체'));
    expect(
      await screen.findByRole('region', { name: '많은 사람들이 투자했어요' }),
    ).toBeInTheDocument();
  });
});

describe('home search', () => {
  it('asks to fill the input when empty, and opens the search screen otherwise', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, location } = await openHome();
    const search = screen.getByRole('button', { name: '검색하기' });

    await user.click(search);
    expect(alert).toHaveBeenLastCalledWith('입력창을 채워주세요.');

    const input = screen.getByRole('textbox', { name: '곡명 또는 가수명 검색' });
    expect(input).toHaveAttribute('placeholder', '곡명 또는 가수명을 검색해보세요');
    await user.type(input, '   ');
    await user.click(search);
    expect(alert).toHaveBeenLastCalledWith('입력창을 채워주세요.');

    await user.type(input, '하람{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=%ED%95%98%EB%9E%8C'));
    expect(alert).toHaveBeenCalledTimes(2);
    alert.mockRestore();
  });
});
