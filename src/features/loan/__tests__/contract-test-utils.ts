import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, type RenderAppResult } from '@/test/render-app';
import { borrowerWithRegisteredSong, type DemoLoan } from './loan-test-utils';

/**
 * The loan contract screen for borrower1's registered song, made afresh before each test of the
 * calling file: the loan, its contract's addresses, and the screen opened on it.
 */
export function contractEachTest() {
  let current: DemoLoan | undefined;
  beforeEach(async () => {
    current = await borrowerWithRegisteredSong();
  });
  const loan = (): DemoLoan => {
    if (!current) throw new Error('no loan before the test started');
    return current;
  };
  const contractUrl = () => `/myNft/loan-contract/${loan().copyrightId}/${loan().contractId}`;
  const agreementPath = () => `/contracts/${loan().contractId}/loans/agreement`;
  async function openContract(url = contractUrl()) {
    const view = renderApp(url, { store: loan().store });
    await screen.findByRole('region', { name: '계약 조항' });
    return view;
  }
  return { loan, contractUrl, agreementPath, openContract };
}

export async function draw(user: RenderAppResult['user']) {
  await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('img', { name: '서명란' }) });
}

export async function fillEverything(user: RenderAppResult['user']) {
  const checklist = screen.getByRole('region', { name: '차입자 사전 확인 사항' });
  for (const box of within(checklist).getAllByRole('checkbox')) await user.click(box);
  await user.type(screen.getByRole('textbox', { name: '성명' }), '김대출');
  await user.click(screen.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }));
}

export const submitButton = () => screen.getByRole('button', { name: '제출하기' });

/** The borrower has arrived at 내 음악 and sees it: the navigation and its screen are done. */
export async function expectOnMyNft(location: RenderAppResult['location']) {
  await waitFor(() => expect(location()).toBe('/myNft'));
  expect(await screen.findByRole('list', { name: 'NFT 목록' })).toBeVisible();
}
