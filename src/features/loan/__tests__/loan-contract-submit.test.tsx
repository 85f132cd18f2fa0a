import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setMoneyAnswer } from '@mocks/handlers/money-answer';
import { REQUEST_TIMEOUT_MS } from '@/shared/api/base-query';
import { MONEY_MESSAGES } from '@/shared/api/money-messages';
import { elapse, fakeTheClock } from '@/test/fake-clock';
import {
  contractEachTest,
  draw,
  expectOnMyNft,
  fillEverything,
  submitButton,
} from './contract-test-utils';
import { storeTerms, watch } from './loan-test-utils';

// ...nor a 2D context to draw a typed name in: the name's picture stands in.
jest.mock('@/features/loan/sign-with-name', () => ({
  nameSignature: (_canvas: unknown, name: string) =>
    `data:image/png;base64,${btoa(encodeURIComponent(name))}`,
}));

// What the borrower is told once they submit the signed contract: a refusal in the server's
// words, and a submit whose answer is lost, which may be done or done later: the screen's last
// word must be what the server finally holds (docs/decisions/001-money-recheck.md).

afterEach(() => sessionStorage.clear());

const { loan, contractUrl, agreementPath, openContract } = contractEachTest();

test('a refused submit says why and keeps everything the borrower entered', async () => {
  storeTerms(loan().contractId, 1_000_000, 6);
  server.use(
    http.post(`http://localhost/api/v1${agreementPath()}`, () =>
      HttpResponse.json(
        {
          success: false,
          error: { code: 'ALREADY_REQUESTED', message: '이미 대출을 신청한 저작권입니다.' },
        },
        { status: 400 },
      ),
    ),
  );
  const { user, location } = await openContract();
  await fillEverything(user);
  await draw(user);
  await user.click(submitButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^대출 신청을 제출하지 못했어요이미 대출을 신청한 저작권입니다\.$/,
  );
  expect(location()).toBe(contractUrl());
  expect(screen.getByRole('textbox', { name: '성명' })).toHaveValue('김대출');
  expect(screen.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' })).toBeChecked();
  expect(submitButton()).toBeEnabled();
  expect(JSON.parse(sessionStorage.getItem('loanTerms') ?? '{}')).toEqual({
    [loan().contractId]: { amount: 1_000_000, count: 6 },
  });
});

test('signs with the typed name instead of drawing: by keyboard alone (KWCAG 6.1.1)', async () => {
  storeTerms(loan().contractId, 1_000_000, 6);
  const posted = watch('post', agreementPath());
  const { user, location } = await openContract();
  const byName = screen.getByRole('button', { name: '이름으로 서명' });
  expect(byName).toBeDisabled();
  await fillEverything(user);
  expect(byName).toBeEnabled();
  act(() => byName.focus());
  await user.keyboard('{Enter}');
  act(() => submitButton().focus());
  await user.keyboard('{Enter}');

  await expectOnMyNft(location);
  expect(posted).toHaveLength(1);
});

describe('when the answer to the submit is lost, the copyright is looked up until the truth is known', () => {
  afterEach(() => jest.useRealTimers());

  /** Signs and submits; with `clock`, the submit is tapped under a fake setTimeout/Date. */
  async function signAndSubmit({ clock = false } = {}) {
    storeTerms(loan().contractId, 1_000_000, 6);
    const view = await openContract();
    await fillEverything(view.user);
    await draw(view.user);
    if (clock) {
      fakeTheClock();
      fireEvent.click(submitButton());
    } else {
      await view.user.click(submitButton());
    }
    return view;
  }

  test('done, answer dropped: on to my music, with one call', async () => {
    setMoneyAnswer({ kind: 'lost' });
    const posted = watch('post', agreementPath());
    const { location } = await signAndSubmit();
    await expectOnMyNft(location);
    expect(posted).toHaveLength(1);
  });

  test('done late, after the client gave up: "확인 중" while it looks, then on to my music', async () => {
    setMoneyAnswer({ kind: 'late-work', ms: 22_000 });
    const posted = watch('post', agreementPath());
    const { location } = await signAndSubmit({ clock: true });
    await elapse(REQUEST_TIMEOUT_MS + 100);
    expect(screen.getByRole('status')).toHaveTextContent(
      MONEY_MESSAGES.agreement.checking.sentence,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await elapse(5_000);
    jest.useRealTimers();
    await expectOnMyNft(location);
    expect(posted).toHaveLength(1);
  });

  test('never seen in the window: "확인 중" with the way to my music, and no second submit', async () => {
    server.use(http.post(`http://localhost/api/v1${agreementPath()}`, () => HttpResponse.error()));
    const posted = watch('post', agreementPath());
    const { location } = await signAndSubmit({ clock: true });
    await elapse(REQUEST_TIMEOUT_MS + 5_000 + 15_000 + 30_000);
    jest.useRealTimers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `${MONEY_MESSAGES.agreement.unconfirmed.title}${MONEY_MESSAGES.agreement.unconfirmed.sentence}`,
    );
    expect(alert).not.toHaveTextContent(/제출하지 못했|접수되지 않았/);
    expect(within(alert).getByRole('link', { name: '내 음악' })).toHaveAttribute('href', '/myNft');
    expect(submitButton()).toBeDisabled();
    expect(location()).toBe(contractUrl());
    expect(posted).toHaveLength(1);
  });

  test('my music cannot be read to check either: unconfirmed, never "not submitted"', async () => {
    server.use(
      http.post(`http://localhost/api/v1${agreementPath()}`, () => HttpResponse.error()),
      http.get('http://localhost/api/v1/me/copyrights', () => HttpResponse.error()),
    );
    await signAndSubmit({ clock: true });
    await elapse(5_000 + 15_000 + 30_000 + 100);
    jest.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MONEY_MESSAGES.agreement.unconfirmed.sentence,
    );
    expect(screen.queryByText(/제출하지 못했/)).not.toBeInTheDocument();
  });
});
