import { screen, waitFor, within } from '@testing-library/react';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { nftDetail } from '@/shared/api/__tests__/fixtures';
import { loggedInState, renderApp } from '@/test/render-app';
import { answerWith, failOnce } from './test-utils';

async function openAs(loginId: 'borrower1' | 'investor1', url: string) {
  const store = await storeLoggedInAs(loginId);
  return renderApp(url, { store });
}

const section = (name: string) => screen.getByRole('region', { name });
/** A description list as { label: value } (the last of a repeated label wins). */
const listed = (container: HTMLElement) => {
  const values = within(container)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term, index) => [term.textContent, values[index]]),
  );
};

test("shows an owner's registered NFT: value, details, links, loan conditions and the loan button", async () => {
  const { user, location } = await openAs('borrower1', '/myNft/detail/2');

  expect(await screen.findByRole('heading', { level: 2, name: '여름밤 산책' })).toBeVisible();
  const cover = screen.getByRole('img', { name: '여름밤 산책 커버 이미지' });
  expect(cover).toHaveAttribute('width', '500');
  expect(cover).toHaveAttribute('height', '500');
  expect(screen.getByText('6.3644 ETH')).toBeVisible();
  expect(screen.getByText('28,640,000원')).toBeVisible();

  const details = section('상세 정보');
  expect(listed(details)).toEqual({
    가수: '윤하늘, 서유리',
    작곡가: '김대출',
    작사가: '서유리',
    '저작권 등록': '등록됨',
    // The demo keeps the document inline (a data: URL): named, never opened as a link.
    '저작권 등록 서류': '제출됨',
  });
  expect(within(details).queryByRole('link')).not.toBeInTheDocument();

  const links = within(section('스트리밍 링크')).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://music.example.com/track/20',
    'https://music.example.com/track/21',
  ]);

  const loan = section('대출 조건');
  expect(await within(loan).findByText('만기일시상환')).toBeVisible();
  expect(listed(loan)).toEqual({
    '상환 방식': '만기일시상환',
    '최대 대출 금액': '20,040,000원',
    '최소 대출 금액': '10,000원',
    이자율: '연 9%',
    '연체 이자율': '연 5%',
    '상환 회차': '1~12회 (매월)',
  });

  const apply = await within(loan).findByRole('link', { name: '대출 신청하기' });
  expect(apply).toHaveAttribute('href', '/loan-apply/2/102');
  await user.click(apply);
  await waitFor(() => expect(location()).toBe('/loan-apply/2/102'));
});

test('a song already funding shows its request and explains why there is no loan button', async () => {
  await openAs('borrower1', '/myNft/detail/3');

  const loan = await screen.findByRole('region', { name: '대출 조건' });
  expect(
    await within(loan).findByText(/이미 대출을 신청해 투자자를 모집하고 있어요/),
  ).toBeVisible();
  expect(within(loan).getByRole('heading', { name: '신청한 대출' })).toBeVisible();
  expect(listed(loan)).toMatchObject({
    '대출 금액': '11,400,000원',
    '상환 회차': '12회',
    '월 이자': '114,000원',
    '총 상환 금액': '12,768,000원',
    이자율: '연 12%',
  });
  expect(screen.queryByRole('link', { name: '대출 신청하기' })).not.toBeInTheDocument();
});

test('a repaying song explains that a loan is running', async () => {
  await openAs('borrower1', '/myNft/detail/4');

  expect(await screen.findByText(/대출이 실행되어 상환 중인 NFT예요/)).toBeVisible();
  expect(screen.queryByRole('link', { name: '대출 신청하기' })).not.toBeInTheDocument();
});

test('an investor sees the conditions of a song they invested in, but no loan button', async () => {
  await openAs('investor1', '/myNft/detail/4');

  expect(await screen.findByText('대출은 내가 발행한 NFT로만 신청할 수 있어요.')).toBeVisible();
  expect(listed(section('대출 조건'))).toMatchObject({ 이자율: '연 10%' });
  expect(screen.queryByRole('link', { name: '대출 신청하기' })).not.toBeInTheDocument();
});

test('failed loan conditions are explained with a retry instead of a dead button', async () => {
  failOnce('/contracts/102/loans/info');
  const { user } = await openAs('borrower1', '/myNft/detail/2');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('대출 조건을 불러오지 못해 지금은 대출을 신청할 수 없어요.');
  expect(screen.queryByRole('link', { name: '대출 신청하기' })).not.toBeInTheDocument();

  await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('link', { name: '대출 신청하기' })).toBeVisible();
});

test('when ownership cannot be checked, the page says so instead of offering the button', async () => {
  failOnce('/me/copyrights');
  const { user } = await openAs('borrower1', '/myNft/detail/2');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('대출 신청 가능 여부를 확인하지 못했어요.');
  await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('link', { name: '대출 신청하기' })).toBeVisible();
});

test('an NFT without a contract explains that no loan can be applied for yet', async () => {
  answerWith('/copyrights/2', { ...nftDetail, contractId: null });
  await openAs('borrower1', '/myNft/detail/2');

  expect(await screen.findByText(/아직 대출 계약이 만들어지지 않아/)).toBeVisible();
  expect(screen.queryByRole('link', { name: '대출 신청하기' })).not.toBeInTheDocument();
});

test('only http(s) addresses become links', async () => {
  answerWith('/copyrights/2', {
    ...nftDetail,
    registrationDoc: 'https://docs.example/registration.pdf',
    streamingUrls: ['https://music.example/ok', 'javascript:alert(1)', 'ftp://files.example/x'],
  });
  await openAs('borrower1', '/myNft/detail/2');

  const doc = await screen.findByRole('link', { name: '서류 보기 (새 창)' });
  expect(doc).toHaveAttribute('href', 'https://docs.example/registration.pdf');
  expect(doc).toHaveAttribute('target', '_blank');
  expect(doc).toHaveAttribute('rel', 'noopener noreferrer');

  const streaming = section('스트리밍 링크');
  // The others stay visible as plain text, so the user still sees what was registered.
  expect(
    within(streaming)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['https://music.example/ok']);
  expect(within(streaming).getByText('javascript:alert(1)')).toBeVisible();
  expect(within(streaming).getByText('ftp://files.example/x')).toBeVisible();
});

test('a javascript: registration document is not a link', async () => {
  answerWith('/copyrights/2', { ...nftDetail, registrationDoc: 'javascript:alert(1)' });
  await openAs('borrower1', '/myNft/detail/2');

  const details = await screen.findByRole('region', { name: '상세 정보' });
  expect(listed(details)).toMatchObject({ '저작권 등록 서류': '제출됨' });
  expect(screen.queryByRole('link', { name: '서류 보기 (새 창)' })).not.toBeInTheDocument();
});

test('without an id the page asks to choose an NFT', async () => {
  const { user, location } = renderApp('/myNft/detail', { preloadedState: loggedInState });

  expect(await screen.findByRole('heading', { name: 'NFT를 선택해주세요' })).toBeVisible();
  await user.click(screen.getByRole('link', { name: '내 음악으로 가기' }));
  await waitFor(() => expect(location()).toBe('/myNft'));
});

test.each(['abc', '0', '1.5', '999'])('an unknown id (%s) shows a not-found state', async (id) => {
  await openAs('borrower1', `/myNft/detail/${id}`);

  expect(await screen.findByRole('heading', { name: 'NFT 정보를 찾을 수 없어요' })).toBeVisible();
  expect(screen.getByRole('link', { name: '내 음악으로 가기' })).toHaveAttribute('href', '/myNft');
});

test('a failed detail shows the error and a retry', async () => {
  failOnce('/copyrights/2');
  const { user } = await openAs('borrower1', '/myNft/detail/2');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('서버에 문제가 있어요.');
  await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('heading', { level: 2, name: '여름밤 산책' })).toBeVisible();
});
