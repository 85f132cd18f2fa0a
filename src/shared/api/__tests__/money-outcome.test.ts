/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { httpError, networkError, timeoutError } from '@/shared/api/api-error';
import { sendMoneyRequest, type Recheck } from '@/shared/api/money-outcome';

const fails = (error: unknown) => () => Promise.reject(error);
const answers = <T>(check: Recheck<T>) => jest.fn(() => Promise.resolve(check));

describe('sendMoneyRequest', () => {
  it('an answered yes is done without asking again', async () => {
    const recheck = answers({ happened: false });
    expect(await sendMoneyRequest(() => Promise.resolve(7), recheck)).toEqual({
      kind: 'done',
      data: 7,
    });
    expect(recheck).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal', httpError(400, { message: '남은 금액을 초과합니다.' })],
    ['a 500 with its error', httpError(500)],
    ['a 401', httpError(401)],
  ])('%s is refused, and nothing is re-checked', async (_name, error) => {
    const recheck = answers({ happened: true, data: null });
    expect(await sendMoneyRequest(fails(error), recheck)).toEqual({ kind: 'refused', error });
    expect(recheck).not.toHaveBeenCalled();
  });

  // Every way an answer goes missing, against every answer the re-check can give.
  const lost = [
    ['a timeout', timeoutError()],
    ['a dropped connection', networkError()],
    ['a 502 from a gateway', httpError(502)],
    ['a 504 from a gateway', httpError(504)],
  ] as const;
  it.each(lost)('%s found done on re-check is done, with the data found', async (_n, error) => {
    const outcome = await sendMoneyRequest(
      fails(error),
      answers({ happened: true, data: 'tokens' }),
    );
    expect(outcome).toEqual({ kind: 'done', data: 'tokens' });
  });
  it.each(lost)('%s found not done on re-check is not done', async (_n, error) => {
    const outcome = await sendMoneyRequest(fails(error), answers({ happened: false }));
    expect(outcome).toEqual({ kind: 'notDone', error });
  });
  it.each(lost)('%s whose re-check fails too is unknown, never failed', async (_n, error) => {
    const recheck = jest.fn(() => Promise.reject(networkError()));
    expect(await sendMoneyRequest(fails(error), recheck)).toEqual({ kind: 'unknown', error });
    expect(await sendMoneyRequest(fails(error), answers({ happened: 'unknown' }))).toEqual({
      kind: 'unknown',
      error,
    });
  });
});
