import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render-app';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { answerContracts, listItem } from './home-test-utils';
import '@/features/home/pages/SearchPage';
import { expectWarnings } from '@/test/console';

const searchAt = (query: string) => `/search?${new URLSearchParams({ q: query })}`;
const field = () => screen.getByRole('textbox', { name: '곡명 또는 가수명 검색' });
const resultTitles = async (count: number) => {
  const region = await screen.findByRole('region', { name: `검색 결과 ${count}건` });
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

describe('search', () => {
  it('finds open loans by title as the person types, and keeps the query in the address', async () => {
    const { user, location } = renderApp('/search');
    expect(field()).toHaveFocus();
    await user.type(field(), '라일락');
    expect(await resultTitles(1)).toEqual(['라일락 향기']);
    expect(location()).toBe(searchAt('라일락'));
    // Each card is home's: progress and countdown.
    const card = screen.getByRole('article', { name: '라일락 향기' });
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '90%');
    expect(within(card).getByText(/^\d+일 \d+시간 \d+분 남음$/)).toBeInTheDocument();
  });

  it('finds titles by their initial consonants, ignoring spaces and case', async () => {
    const { user } = renderApp('/search');
    await user.type(field(), 'ㅂㅂ');
    // Three titles (불빛, 별빛, 별빛), then, its details in, a song its singer 봄비 brings.
    expect(await resultTitles(4)).toEqual([
      '도시의 불빛',
      '별빛 정류장',
      '별빛 아래서',
      '라일락 향기',
    ]);
    await user.clear(field());
    await user.type(field(), 'blue hour');
    expect(await resultTitles(1)).toEqual(['Blue Hour']);
  });

  it('finds loans by singer once their details are in', async () => {
    const { user } = renderApp('/search?q=겨울아이');
    expect(await resultTitles(2)).toEqual(['첫눈 오는 날', '눈꽃 엔딩']);
    expect(field()).toHaveValue('겨울아이');
    expect(field()).not.toHaveFocus();
    await user.clear(field());
    await user.type(field(), 'moonwalker');
    expect(await resultTitles(1)).toEqual(['밤하늘 비행']);
  });

  it('says so in Korean when nothing matches', async () => {
    const { user } = renderApp('/search');
    await user.type(field(), '없는노래');
    expect(await screen.findByText('‘없는노래’에 맞는 대출이 없어요.')).toBeInTheDocument();
    expect(
      await screen.findByText('곡명이나 가수명, 초성(ㅂㅂ)으로 찾아보세요.'),
    ).toBeInTheDocument();
  });

  it('asks to fill the field when the search is empty (spec §2)', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderApp('/search');
    await user.click(screen.getByRole('button', { name: '검색하기' }));
    expect(alert).toHaveBeenCalledWith('입력창을 채워주세요.');
    alert.mockRestore();
  });

  it('opens from home’s field with what was typed', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, location } = renderApp('/main');
    await screen.findByRole('region', { name: '많은 사람들이 투자했어요' });
    await user.type(field(), '별빛{Enter}');
    await waitFor(() => expect(location()).toBe(searchAt('별빛')));
    expect(await resultTitles(2)).toEqual(['별빛 정류장', '별빛 아래서']);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('returns to the results from a loan the person opened', async () => {
    const { user, location } = renderApp('/search');
    await user.type(field(), '라일락');
    await user.click(await screen.findByRole('link', { name: '라일락 향기' }));
    await waitFor(() => expect(location()).toBe('/loan-apply/progress/109'));
    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(location()).toBe(searchAt('라일락')));
    expect(await resultTitles(1)).toEqual(['라일락 향기']);
    expect(field()).toHaveValue('라일락');
  });

  it('follows the address back to an earlier search, field and results', async () => {
    const { user, location } = renderApp(searchAt('라일락'), { history: [searchAt('별빛')] });
    expect(await resultTitles(1)).toEqual(['라일락 향기']);
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(location()).toBe(searchAt('별빛')));
    expect(await resultTitles(2)).toEqual(['별빛 정류장', '별빛 아래서']);
    expect(field()).toHaveValue('별빛');
  });

  it('keeps recent searches, each removable, all clearable, each searching again', async () => {
    const { user, store } = renderApp('/search');
    expect(screen.getByText('최근 검색어가 없어요.')).toBeInTheDocument();
    await user.type(field(), '라일락{Enter}');
    await user.clear(field());
    await user.type(field(), '겨울{Enter}');
    await user.clear(field());
    const recent = screen.getByRole('region', { name: '최근 검색어' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['겨울', '라일락']);
    expect(store.getState().recentSearches.queries).toEqual(['겨울', '라일락']);

    await user.click(within(recent).getByRole('button', { name: '라일락' }));
    expect(await resultTitles(1)).toEqual(['라일락 향기']);
    expect(field()).toHaveValue('라일락');
    await user.clear(field());

    await user.click(screen.getByRole('button', { name: '겨울 검색어 삭제' }));
    expect(store.getState().recentSearches.queries).toEqual(['라일락']);
    await user.click(screen.getByRole('button', { name: '전체 삭제' }));
    expect(screen.getByText('최근 검색어가 없어요.')).toBeInTheDocument();
  });

  it('shows unusual titles whole and keeps searching by title when the details fail', async () => {
    expectWarnings(
      '[contractListSchema] contracts[].copyright.name: missing',
      '[contractListSchema] contracts[].progress: missing',
      '[contractListSchema] contracts[].loanAmount: missing',
      'contracts[].copyright.imageUrl: missing',
    );
    const long = `${'아주 긴 제목 '.repeat(40)}끝`;
    answerContracts([
      listItem(1, { copyright: { name: long, imageUrl: '' } }),
      listItem(2, { copyright: { name: '', imageUrl: 'not a url' }, progress: null }),
      listItem(3, { copyright: { name: 'Plain', imageUrl: '' }, loanAmount: null }),
    ]);
    server.use(
      http.get('http://localhost/api/v1/contracts/:id', () =>
        HttpResponse.json({ success: false, error: { code: 'X' } }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/search');
    await user.type(field(), '긴제목');
    expect(await resultTitles(1)).toEqual([long]);
    await user.clear(field());
    await user.type(field(), 'plain');
    expect(await resultTitles(1)).toEqual(['Plain']);
  });

  it('finds a loan whose status the app does not know, with numbers sent as strings', async () => {
    expectWarnings('[contractListSchema] contracts[].copyright.imageUrl: missing');
    answerContracts([
      {
        ...listItem(1, { copyright: { name: '경매 중인 노래', imageUrl: '' } }),
        status: 'AUCTION',
      },
      {
        ...listItem(2, { copyright: { name: '경매 없는 노래', imageUrl: '' } }),
        loanAmount: '2,500,000' as unknown as number,
        status: null,
      },
    ] as ContractListItem[]);
    const { user } = renderApp('/search');
    await user.type(field(), '경매');
    expect(await resultTitles(2)).toEqual(['경매 중인 노래', '경매 없는 노래']);
    const card = screen.getByRole('article', { name: '경매 없는 노래' });
    expect(within(card).getByText('2,500,000원')).toBeInTheDocument();
  });

  it('says why the list failed and tries again', async () => {
    server.use(
      http.get('http://localhost/api/v1/contracts', () =>
        HttpResponse.json({ success: false, error: { code: 'DOWN' } }, { status: 503 }),
      ),
    );
    const { user } = renderApp('/search?q=별');
    expect(await screen.findByText('계약 목록을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(
      screen.getByText('서버에 문제가 있어요. 잠시 후 다시 시도해주세요.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await resultTitles(2)).toEqual(['별빛 정류장', '별빛 아래서']);
  });
});
