import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setDialect } from '@mocks/handlers/dialect';
import { server } from '@mocks/node';
import { nftDetail } from '@/shared/api/__tests__/fixtures';
import { apiRoot } from '@/shared/config/env';
import { composeStories } from '@storybook/react';
import { renderApp, renderStory } from '@/test/render-app';
import * as stories from '@/features/nft-detail/pages/NftDetailPage.stories';

const { Loaded, ServerError } = composeStories(stories);

const answer = (nftId: number, respond: () => Response, once = false) =>
  server.use(http.get(`${apiRoot}/nfts/${nftId}`, respond, { once }));

test.each(['canonical', 'loose'] as const)(
  'anyone sees an NFT (%s wire dialect): cover, value, details and links, without loan conditions',
  async (dialect) => {
    setDialect(dialect);
    renderApp('/nft/detail/4');

    expect(await screen.findByRole('heading', { level: 2, name: '푸른 고래' })).toBeVisible();
    const cover = screen.getByRole('img', { name: '푸른 고래 커버 이미지' });
    expect(cover).toHaveAttribute('width', '500');
    expect(cover).toHaveAttribute('height', '500');
    expect(screen.getByText('6.7022 ETH')).toBeVisible();
    expect(screen.getByText('30,160,000원')).toBeVisible();

    const details = screen.getByRole('region', { name: '상세 정보' });
    expect(within(details).getByText('바다소년', { selector: 'dd' })).toBeVisible();
    expect(within(details).getByText('등록됨')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: '스트리밍 링크' })).getAllByRole('link'),
    ).toHaveLength(3);
    expect(screen.queryByRole('region', { name: '대출 조건' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '대출 신청하기' })).not.toBeInTheDocument();
  },
);

test('a missing title and an unreadable valuation show "—"; the rest of the page renders', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  answer(11, () =>
    HttpResponse.json({
      success: true,
      data: { ...nftDetail, title: null, wonPrice: '많음', singers: 'A, B' },
    }),
  );
  renderApp('/nft/detail/11');

  expect(await screen.findByRole('heading', { level: 2, name: '—' })).toBeVisible();
  expect(screen.getByText('1.25 ETH')).toBeVisible();
  expect(screen.getByRole('img', { name: '커버 이미지' })).toBeVisible();
  const details = screen.getByRole('region', { name: '상세 정보' });
  expect(within(details).getByText('A, B', { selector: 'dd' })).toBeVisible();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('title'));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('wonPrice'));
});

test('HTML in a title or a name stays text', async () => {
  answer(11, () =>
    HttpResponse.json({
      success: true,
      data: {
        ...nftDetail,
        title: '<b>굵게</b><img src=x onerror=alert(1)>',
        singers: ['<i>A</i>'],
      },
    }),
  );
  renderApp('/nft/detail/11');

  expect(
    await screen.findByRole('heading', {
      level: 2,
      name: '<b>굵게</b><img src=x onerror=alert(1)>',
    }),
  ).toBeVisible();
  expect(screen.getByText('<i>A</i>', { selector: 'dd' })).toBeVisible();
  // The markup was not parsed: no bold text and no image but the cover.
  expect(screen.queryByText('굵게', { exact: true })).not.toBeInTheDocument();
  expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).not.toContain('x');
});

test('a cover that fails to load becomes a labelled placeholder, not a broken image', async () => {
  await renderStory(Loaded);

  const cover = await screen.findByRole('img', { name: '푸른 고래 커버 이미지' });
  expect(cover.tagName).toBe('IMG');
  fireEvent.error(cover);

  const placeholder = screen.getByRole('img', { name: '푸른 고래 커버 이미지' });
  expect(placeholder.tagName).not.toBe('IMG');
});

test('an unregistered song says so and only http(s) links open', async () => {
  answer(11, () =>
    HttpResponse.json({
      success: true,
      data: {
        ...nftDetail,
        isRegistered: false,
        registrationDoc: null,
        streamingUrls: 'https://music.example/a, javascript:alert(1)',
      },
    }),
  );
  renderApp('/nft/detail/11');

  const details = await screen.findByRole('region', { name: '상세 정보' });
  expect(within(details).getByText('미등록')).toBeVisible();
  expect(within(details).getByText('없음')).toBeVisible();
  const streaming = screen.getByRole('region', { name: '스트리밍 링크' });
  expect(within(streaming).getByRole('link')).toHaveAttribute('href', 'https://music.example/a');
  expect(within(streaming).getByText('javascript:alert(1)')).toBeVisible();
});

test.each(['abc', '-1', '999'])('an unknown nftId (%s) shows a not-found state', async (id) => {
  const { user, location } = renderApp(`/nft/detail/${id}`);

  expect(await screen.findByRole('heading', { name: 'NFT 정보를 찾을 수 없어요' })).toBeVisible();
  await user.click(screen.getByRole('link', { name: '홈으로 가기' }));
  await waitFor(() => expect(location()).toBe('/main'));
});

test('a failed request shows the error and a retry that loads the NFT', async () => {
  answer(
    4,
    () =>
      HttpResponse.json(
        {
          success: false,
          error: { code: 'INTERNAL', message: '서버에 일시적인 문제가 생겼습니다.' },
        },
        { status: 500 },
      ),
    true,
  );
  const { user } = renderApp('/nft/detail/4');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('서버에 문제가 있어요.');
  await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('heading', { level: 2, name: '푸른 고래' })).toBeVisible();
});

test('a 500 says the server has a problem, never that the NFT is missing', async () => {
  await renderStory(ServerError);
  expect(await screen.findByRole('alert')).toHaveTextContent('서버에 문제가 있어요.');
  expect(
    screen.queryByRole('heading', { name: 'NFT 정보를 찾을 수 없어요' }),
  ).not.toBeInTheDocument();
});

test('a loader shows while the NFT loads', async () => {
  renderApp('/nft/detail/4');
  expect(await screen.findByRole('status')).toHaveTextContent('데이터를 불러오는 중...');
  await screen.findByRole('heading', { level: 2, name: '푸른 고래' });
});
