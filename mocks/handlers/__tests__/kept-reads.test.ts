import { getState, replaceState } from '@mocks/db/store';
import { contractById, remainingAmount } from '@mocks/db/lending';
import { api, bearer, loginAs, postJson } from './client';

interface ListItem {
  contractId: number;
  progress: string;
  expirationTime: string;
}

const listText = async () => (await fetch(`${api}/contracts`)).text();
const list = async (): Promise<ListItem[]> => JSON.parse(await listText()).data.contracts;

afterEach(() => jest.useRealTimers());

describe('home list kept until a write (mocks/db/kept.ts)', () => {
  it('answers the same text until an investment, then the new progress', async () => {
    const token = await loginAs('investor1');
    const first = await listText();
    expect(await listText()).toBe(first);
    const [open] = await list();
    const before = open.progress;
    const invested = await postJson(
      `/contracts/${open.contractId}/invest`,
      { investment: 10_000 },
      token,
    );
    expect(invested.status).toBe(200);
    const after = (await list()).find((item) => item.contractId === open.contractId);
    expect(after?.progress).not.toBe(before);
    expect(await listText()).not.toBe(first);
  });

  it('drops a loan whose funding window closed between two reads', async () => {
    const items = await list();
    const closing = [...items].sort(
      (a, b) => Date.parse(a.expirationTime) - Date.parse(b.expirationTime),
    )[0];
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    jest.setSystemTime(Date.parse(closing.expirationTime));
    const later = await list();
    expect(later.some((item) => item.contractId === closing.contractId)).toBe(false);
    expect(later.length).toBeLessThan(items.length);
  });

  it('builds anew for a replaced state (a restore), not the old one kept', async () => {
    const before = await list();
    const restored = structuredClone(getState());
    const [first] = restored.contracts.filter((row) => row.status === 'INVESTING');
    expect(before.some((item) => item.contractId === first.contractId)).toBe(true);
    first.status = 'COMPLETED';
    replaceState(restored);
    expect((await list()).some((item) => item.contractId === first.contractId)).toBe(false);
  });
});

describe('settlement rounds kept until a write or the next day', () => {
  interface Round {
    repaymentScheduleId: number;
    relativeDays: number;
  }
  const upcoming = async (token: string): Promise<Round[]> =>
    (
      await (
        await fetch(`${api}/me/contracts/confirmed?role=LENDER&status=UPCOMING`, {
          headers: bearer(token),
        })
      ).json()
    ).data.repaymentSchedules.repaymentScheduleList;

  it('gains the rounds of a loan the investor filled', async () => {
    const token = await loginAs('investor1');
    const before = await upcoming(token);
    const [open] = await list();
    const remaining = remainingAmount(getState(), contractById(getState(), open.contractId));
    const filled = await postJson(
      `/contracts/${open.contractId}/invest`,
      { investment: remaining },
      token,
    );
    expect(filled.status).toBe(200);
    expect((await upcoming(token)).length).toBeGreaterThan(before.length);
  });

  it('counts the days again on the next day in Korea', async () => {
    const token = await loginAs('investor1');
    // A round still upcoming tomorrow.
    const first = (await upcoming(token)).find((round) => round.relativeDays > 0)!;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    jest.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    const next = (await upcoming(token)).find(
      (round) => round.repaymentScheduleId === first.repaymentScheduleId,
    );
    expect(next?.relativeDays).toBe(first.relativeDays - 1);
  });
});
