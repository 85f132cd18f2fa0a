import { getState } from '@mocks/db/store';
import { contractById, remainingAmount } from '@mocks/db/lending';
import { parseMoneyAnswer, setMoneyAnswer } from '@mocks/handlers/money-answer';
import { api, bearer, loginAs, postJson } from './client';

afterEach(() => {
  setMoneyAnswer({ kind: 'normal' });
  jest.useRealTimers();
});

test.each([
  ['normal', { kind: 'normal' }],
  ['lost', { kind: 'lost' }],
  ['late:25000', { kind: 'late', ms: 25_000 }],
  ['late-work:25000', { kind: 'late-work', ms: 25_000 }],
  ['late-work:', null],
  ['late-work:-1', null],
  ['early:5', null],
  ['', null],
  [null, null],
])('MOCK_MONEY_ANSWER / ?moneyAnswer=%p reads as %p', (written, answer) => {
  expect(parseMoneyAnswer(written)).toEqual(answer);
});

const remaining = (contractId: number) =>
  remainingAmount(getState(), contractById(getState(), contractId));

test('late-work: the investment is recorded only after the hold, then answered', async () => {
  const token = await loginAs('investor1');
  const before = remaining(108);
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  setMoneyAnswer({ kind: 'late-work', ms: 22_000 });
  const answer = postJson('/contracts/108/invest', { investment: 10_000 }, token);
  await jest.advanceTimersByTimeAsync(21_000);
  expect(remaining(108)).toBe(before);
  await jest.advanceTimersByTimeAsync(1_100);
  expect(remaining(108)).toBe(before - 10_000);
  expect((await answer).status).toBe(200);
  // Reads are never held.
  const read = await fetch(`${api}/contracts/108`, { headers: bearer(token) });
  expect(read.status).toBe(200);
});

test('lost: the work is done, the answer is a dropped connection', async () => {
  const token = await loginAs('investor1');
  const before = remaining(108);
  setMoneyAnswer({ kind: 'lost' });
  await expect(postJson('/contracts/108/invest', { investment: 10_000 }, token)).rejects.toThrow();
  expect(remaining(108)).toBe(before - 10_000);
});
