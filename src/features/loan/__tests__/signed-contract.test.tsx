import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { loanTerms } from '@/shared/api/__tests__/fixtures';
import { paperShelf } from '@/shared/papers/papers-slice';
import { MAX_COPIES, type SignedContractCopy } from '@/shared/papers/signed-contracts';
import { renderApp } from '@/test/render-app';
import {
  contractEachTest,
  draw,
  expectOnMyNft,
  fillEverything,
  submitButton,
} from './contract-test-utils';
import { storeTerms } from './loan-test-utils';

jest.mock('@/features/loan/sign-with-name', () => ({
  nameSignature: (_canvas: unknown, name: string) =>
    `data:image/png;base64,${btoa(encodeURIComponent(name))}`,
}));

// A signed contract's copy lives on the phone (IndexedDB; fake-indexeddb here): what the borrower
// signed, found again in 내 지갑, after a reload too, and theirs to delete.

afterEach(async () => {
  for (const copy of await paperShelf.read()) await paperShelf.remove(copy.paperId);
  sessionStorage.clear();
});

const { loan, openContract } = contractEachTest();

/** 내 지갑 has every answer it asked for: nothing updates it after the test. */
const walletSettled = () =>
  waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));

async function signAndSubmit() {
  storeTerms(loan().contractId, 1_000_000, 6);
  const view = await openContract();
  await fillEverything(view.user);
  await draw(view.user);
  await view.user.click(submitButton());
  await expectOnMyNft(view.location);
  await waitFor(() => expect(view.store.getState().papers.copies).toHaveLength(1));
  return view;
}

test('after signing, the copy is in 내 지갑, also after a reload, with the whole document', async () => {
  const signed = await signAndSubmit();
  const [kept] = signed.store.getState().papers.copies;
  expect(kept).toMatchObject({
    account: 'borrower1',
    contractId: loan().contractId,
    copyrightId: loan().copyrightId,
    signerName: '김대출',
    signature: 'data:image/png;base64,c2lnbg==',
    terms: { loanCondition: { loanAmount: 1_000_000, repaymentCount: 6 } },
  });
  signed.unmount();

  // A reload: a new store, the copy read back from IndexedDB.
  const session = signed.store.getState().session;
  const { user, location } = renderApp('/wallet', { store: makeStore({ session }) });
  const papers = await screen.findByRole('region', { name: '내 계약서' });
  expect(within(papers).getByText(/이 휴대폰에만 저장돼요/)).toBeInTheDocument();
  const link = await within(papers).findByRole('link', { name: /1,000,000원 · 6회/ });
  expect(link).toHaveTextContent(kept.terms.copyright.title);
  await walletSettled();
  await user.click(link);

  await waitFor(() => expect(location()).toBe(`/wallet/contracts/${kept.paperId}`));
  const document = await screen.findByRole('article', { name: '음원 저작권 NFT 담보 대출 계약서' });
  for (let article = 1; article <= 7; article += 1) {
    expect(within(document).getByText(new RegExp(`^제${article}조 `))).toBeInTheDocument();
  }
  expect(within(document).getAllByText(/대출 금액 1,000,000원/).length).toBeGreaterThan(0);
  expect(within(document).getByText('김대출')).toBeInTheDocument();
  expect(within(document).getByRole('img', { name: '김대출의 서명' })).toHaveAttribute(
    'src',
    'data:image/png;base64,c2lnbg==',
  );
  expect(
    within(document).getByText(/^서명 일시: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/이 사본은 이 휴대폰의 브라우저에만 저장되어 있어요/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '인쇄 또는 PDF로 저장' })).toBeEnabled();
});

test('print hands the document to the platform; delete asks first, then the copy is gone', async () => {
  const signed = await signAndSubmit();
  const [kept] = signed.store.getState().papers.copies;
  signed.unmount();
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user, location, store } = renderApp(`/wallet/contracts/${kept.paperId}`, {
    store: makeStore({ session: signed.store.getState().session }),
  });
  await user.click(await screen.findByRole('button', { name: '인쇄 또는 PDF로 저장' }));
  expect(print).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: '이 휴대폰에서 사본 삭제' }));
  const dialog = await screen.findByRole('dialog', { name: '이 계약서 사본을 삭제하시겠습니까?' });
  await user.click(within(dialog).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(await paperShelf.read()).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: '이 휴대폰에서 사본 삭제' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
  await waitFor(() => expect(location()).toBe('/wallet'));
  expect(await screen.findByText('아직 서명한 대출 계약서가 없어요.')).toBeInTheDocument();
  await walletSettled();
  expect(await paperShelf.read()).toHaveLength(0);
  expect(store.getState().papers.copies).toHaveLength(0);
});

test("another account on the same phone sees none of the borrower's copies", async () => {
  const signed = await signAndSubmit();
  const [kept] = signed.store.getState().papers.copies;
  signed.unmount();
  const other = { ...signed.store.getState().session, loginId: 'investor1' };
  renderApp(`/wallet/contracts/${kept.paperId}`, { store: makeStore({ session: other }) });
  expect(
    await screen.findByText('이 휴대폰에 저장된 계약서 사본을 찾을 수 없어요.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('김대출')).not.toBeInTheDocument();
});

const copy = (patch: Partial<SignedContractCopy> = {}): SignedContractCopy => ({
  paperId: 'c1-1',
  account: 'borrower1',
  contractId: 1,
  copyrightId: 1,
  signedAt: '2026-03-02T01:00:00.000Z',
  signerName: '김대출',
  signature: 'data:image/png;base64,c2lnbg==',
  borrowerName: null,
  terms: loanTerms,
  ...patch,
});

test('what is stored but unreadable (a hand edit, an old version) is left out, not shown broken', async () => {
  const { createIdbStore } =
    jest.requireActual<typeof import('@/shared/lib/idb-store')>('@/shared/lib/idb-store');
  await createIdbStore().write({
    signedContracts: [
      copy(),
      { ...copy({ paperId: 'c2-2' }), signature: 'javascript:alert(1)' },
      { ...copy({ paperId: 'c3-3' }), terms: { loanCondition: 'broken' } },
      'not a copy',
    ],
  });
  expect((await paperShelf.read()).map((kept) => kept.paperId)).toEqual(['c1-1']);
});

test('a phone keeps at most 50 copies: the oldest makes room', async () => {
  for (let index = 0; index <= MAX_COPIES; index += 1) {
    const signedAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
    await paperShelf.add(copy({ paperId: `c1-${index}`, signedAt }));
  }
  const kept = await paperShelf.read();
  expect(kept).toHaveLength(MAX_COPIES);
  expect(kept.map((item) => item.paperId)).not.toContain('c1-0');
  expect(kept[0].paperId).toBe(`c1-${MAX_COPIES}`);
});
