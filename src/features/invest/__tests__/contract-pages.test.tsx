import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { contractDetail } from '@/shared/api/__tests__/fixtures';
import { renderApp } from '@/test/render-app';
// Loaded up front: the route's lazy import then resolves at once instead of counting against the
// first test's waits on a busy machine.
import '@/features/invest/pages/LoanApplyProgressPage';
import '@/features/invest/pages/InvestmentPage';
import { expectWarnings } from '@/test/console';

// A ceiling for waits on a busy machine (several suites share the CPU), not a timing assertion.

const DETAIL_URL = 'http://localhost/api/v1/contracts/:contractId';
const region = (name: string) => screen.getByRole('region', { name });
/** The value beside a label in a description list. */
function row(container: HTMLElement, label: string) {
  const terms = within(container).getAllByRole('term');
  const index = terms.findIndex((term) => term.textContent === label);
  if (index < 0) throw new Error(`no row ${label}`);
  return within(container).getAllByRole('definition')[index];
}

function expectFiveConditions(container: HTMLElement) {
  expect(row(container, '대출 금액')).toHaveTextContent('7,000,000원');
  expect(row(container, '연 이자율')).toHaveTextContent('연 11%');
  expect(row(container, '상환 기간')).toHaveTextContent('6개월 (6회 상환)');
  expect(row(container, '상환 방식')).toHaveTextContent('만기일시상환');
  expect(row(container, '연체 이자율')).toHaveTextContent('연 5%');
}

describe('loan apply progress (/loan-apply/progress/:contractId)', () => {
  it('shows the copyright, the contract and its progress to anyone, with invest', async () => {
    const { user, location } = renderApp('/loan-apply/progress/108');
    expect(screen.getByRole('status')).toHaveTextContent('데이터를 불러오는 중...');

    expect(await screen.findByText('바다 건너 편지', { selector: 'p' })).toBeInTheDocument();
    const progress = region('투자 진행 현황');
    expect(within(progress).getByRole('progressbar', { name: '투자 진행률' })).toHaveAttribute(
      'aria-valuetext',
      '0%',
    );
    expect(progress).toHaveTextContent('남은 모집 금액 7,000,000원');
    const copyright = region('저작권 정보');
    expect(row(copyright, '가수')).toHaveTextContent('하람');
    expect(row(copyright, '작곡가')).toHaveTextContent('박작곡');
    expect(row(copyright, '저작권 등록')).toHaveTextContent('미등록');
    expect(within(copyright).getByRole('link', { name: /music\.example\.com/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const terms = region('계약 정보');
    expectFiveConditions(terms);
    expect(row(terms, '월 이자')).toHaveTextContent('64,166원');
    expect(row(terms, '대출 신청인')).toHaveTextContent('박작곡 (전문직)');

    await user.click(screen.getByRole('link', { name: '투자하기' }));
    // The investment detail is for members: an anonymous visitor is asked to log in.
    await waitFor(() => expect(location()).toBe('/loan-apply-detail/108'));
    expect(await screen.findByRole('dialog', { name: '로그인 시 열람 가능합니다.' })).toBeVisible();
  });

  it('offers no investing once funding is over', async () => {
    renderApp('/loan-apply/progress/104');
    expect(await screen.findByRole('button', { name: '모집이 마감된 계약입니다' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: '투자 진행률' })).toHaveAttribute(
      'aria-valuetext',
      '100%',
    );
  });

  it('shares an open loan with the share sheet: its song, rate, what is left and its link', async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { share });
    try {
      const { user } = renderApp('/loan-apply/progress/108');
      await user.click(await screen.findByRole('button', { name: '공유하기' }));
      expect(share).toHaveBeenCalledWith({
        title: '바다 건너 편지 저작권 담보 대출',
        text: '연 11% · 남은 모집 금액 7,000,000원',
        url: 'http://localhost/loan-apply/progress/108',
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('without Web Share, copies the link and says so', async () => {
    const { user } = renderApp('/loan-apply/progress/108');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    expect(writeText).toHaveBeenCalledWith(
      '바다 건너 편지 저작권 담보 대출\n연 11% · 남은 모집 금액 7,000,000원\nhttp://localhost/loan-apply/progress/108',
    );
    expect(
      await screen.findByText('링크를 복사했어요. 원하는 곳에 붙여 넣어 공유하세요.'),
    ).toBeVisible();
  });

  it('says an address without a valid id names no contract, without asking the server', async () => {
    renderApp('/loan-apply/progress/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '계약 정보를 찾을 수 없습니다. 주소를 확인해주세요.',
    );
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('says an unknown contract is not found, without a retry that cannot help', async () => {
    renderApp('/loan-apply/progress/999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('계약 정보를 찾을 수 없습니다.');
    expect(within(alert).queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });
});

describe.each([
  ['/loan-apply-detail/108', 'loan apply detail'],
  ['/investment/108', 'investment'],
])('investment detail at %s (%s)', (url) => {
  it('shows the application, the collateral and the progress, then goes to the input', async () => {
    const store = await storeLoggedInAs('investor1');
    const { user, location } = renderApp(url, { store });

    const application = await screen.findByRole('region', { name: '대출 신청 정보' });
    expect(row(application, '신청인')).toHaveTextContent('박작곡');
    expect(row(application, '직업')).toHaveTextContent('전문직');
    expect(row(application, '대출 신청 금액')).toHaveTextContent('7,000,000원');

    const collateral = region('담보 정보');
    expect(
      within(collateral).getByRole('img', { name: '바다 건너 편지 커버 이미지' }),
    ).toBeVisible();
    const details = within(collateral).getByRole('button', { name: 'NFT 상세 정보' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(row(collateral, '가수')).toHaveTextContent('하람');
    expect(row(collateral, '작사가')).toHaveTextContent('하람');
    const link = within(collateral).getByRole('link', {
      name: 'https://music.example.com/track/80',
    });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const progress = region('투자 진행 현황');
    expect(progress).toHaveTextContent('남은 모집 금액 7,000,000원');
    expectFiveConditions(progress);

    await user.click(screen.getByRole('link', { name: '투자 정보 입력하기' }));
    await waitFor(() => expect(location()).toBe('/investment-input/108'));
  });
});

describe('investment detail edge cases', () => {
  it('links only http(s) streaming URLs, even from a comma-separated string', async () => {
    server.use(
      http.get(DETAIL_URL, () =>
        HttpResponse.json({
          success: true,
          data: {
            ...contractDetail,
            copyright: {
              ...contractDetail.copyright,
              streamingUrls: 'javascript:alert(1), https://ok.example/a',
            },
          },
        }),
      ),
    );
    const store = await storeLoggedInAs('investor1');
    const { user } = renderApp('/investment/7', { store });
    await user.click(await screen.findByRole('button', { name: 'NFT 상세 정보' }));
    const collateral = region('담보 정보');
    expect(within(collateral).getAllByRole('link')).toHaveLength(1);
    expect(within(collateral).getByRole('link')).toHaveAttribute('href', 'https://ok.example/a');
    expect(within(collateral).getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('offers a registered copyright’s document as a download, never as a page to open', async () => {
    const store = await storeLoggedInAs('investor1');
    // 도시의 불빛 is registered; its document was uploaded as a PDF (a data URL).
    const { user } = renderApp('/loan-apply-detail/107', { store });
    await user.click(await screen.findByRole('button', { name: 'NFT 상세 정보' }));
    const collateral = region('담보 정보');
    expect(row(collateral, '저작권 등록')).toHaveTextContent('등록됨');
    const doc = within(collateral).getByRole('link', { name: '등록증 내려받기' });
    expect(doc).toHaveAttribute('download');
    expect(doc.getAttribute('href')).toMatch(/^data:application\/pdf;base64,/);
  });

  it('recovers from a failed load with retry', async () => {
    let calls = 0;
    server.use(
      http.get(DETAIL_URL, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse('oops', { status: 502 })
          : HttpResponse.json({ success: true, data: contractDetail });
      }),
    );
    const store = await storeLoggedInAs('investor1');
    const { user } = renderApp('/loan-apply-detail/7', { store });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('region', { name: '대출 신청 정보' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows a malformed answer as an error state', async () => {
    expectWarnings('Response of getContract is not usable: contract must be defined');
    server.use(http.get(DETAIL_URL, () => HttpResponse.json({ success: true, data: { x: 1 } })));
    const store = await storeLoggedInAs('investor1');
    renderApp('/investment/7', { store });
    expect(await screen.findByRole('alert')).toHaveTextContent('서버에 문제가 있어요.');
  });

  it('rejects an id that is not a number', async () => {
    const store = await storeLoggedInAs('investor1');
    renderApp('/investment/1e3', { store });
    expect(await screen.findByRole('alert')).toHaveTextContent('계약 정보를 찾을 수 없습니다.');
  });
});
