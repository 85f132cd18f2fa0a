/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import {
  httpError,
  invalidResponseError,
  networkError,
  timeoutError,
} from '@/shared/api/api-error';
import {
  NOT_SEEN_YET,
  RECHECK_PAUSES_MS,
  sendMoneyRequest,
  type MoneyRequest,
  type Sighting,
} from '@/shared/api/money-outcome';

const fails = (error: unknown) => () => Promise.reject(error);

/** The looks answer in turn; the last answer repeats. Pauses are recorded, not waited for. */
function request<T>(send: () => Promise<T>, ...looks: Array<Sighting<T> | Error>) {
  const pauses: number[] = [];
  let look = 0;
  const recheck = jest.fn(() => {
    const answer = looks[Math.min(look, looks.length - 1)];
    look += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  const onChecking = jest.fn();
  const options: MoneyRequest<T> = {
    send,
    recheck,
    onChecking,
    online: () => true,
    pause: async (ms) => {
      pauses.push(ms);
    },
  };
  return { options, recheck, pauses, onChecking };
}

describe('sendMoneyRequest', () => {
  it('an answered yes is done without asking again', async () => {
    const { options, recheck, onChecking } = request(() => Promise.resolve(7), NOT_SEEN_YET);
    expect(await sendMoneyRequest(options)).toEqual({ kind: 'done', data: 7 });
    expect(recheck).not.toHaveBeenCalled();
    expect(onChecking).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal', httpError(400, { message: '남은 금액을 초과합니다.' })],
    ['a 500 with its error', httpError(500)],
    ['a 401', httpError(401)],
    ['a 409', httpError(409)],
  ])('%s is refused, and nothing is re-checked', async (_name, error) => {
    const { options, recheck } = request(fails(error), { seen: true, data: null });
    expect(await sendMoneyRequest(options)).toEqual({ kind: 'refused', error });
    expect(recheck).not.toHaveBeenCalled();
  });

  it('with no connection before sending, nothing is sent: not sent, never checked', async () => {
    const send = jest.fn(() => Promise.resolve(1));
    const { options, recheck } = request(send, NOT_SEEN_YET);
    expect(await sendMoneyRequest({ ...options, online: () => false })).toEqual({
      kind: 'notSent',
    });
    expect(send).not.toHaveBeenCalled();
    expect(recheck).not.toHaveBeenCalled();
  });

  // Every way an answer goes missing.
  const lost = [
    ['a timeout', timeoutError()],
    ['a dropped connection', networkError()],
    ['a 502 from a gateway', httpError(502)],
    ['a 503', httpError(503)],
    ['a 504 from a gateway', httpError(504)],
    ['an unreadable 2xx', invalidResponseError()],
  ] as const;

  it.each(lost)('%s seen done at the first look is done at once', async (_n, error) => {
    const { options, pauses, onChecking } = request(fails(error), { seen: true, data: 'tokens' });
    expect(await sendMoneyRequest(options)).toEqual({ kind: 'done', data: 'tokens' });
    expect(pauses).toEqual([]);
    expect(onChecking).toHaveBeenCalledTimes(1);
  });

  it.each(lost)('%s not seen yet is looked at again, and done when seen', async (_n, error) => {
    const { options, pauses, recheck } = request(fails(error), NOT_SEEN_YET, NOT_SEEN_YET, {
      seen: true,
      data: 'late',
    });
    expect(await sendMoneyRequest(options)).toEqual({ kind: 'done', data: 'late' });
    expect(recheck).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual(RECHECK_PAUSES_MS.slice(1, 3));
  });

  it.each(lost)(
    '%s never seen in the window is unconfirmed, never "not done"',
    async (_n, error) => {
      const { options, pauses, recheck } = request(fails(error), NOT_SEEN_YET);
      expect(await sendMoneyRequest(options)).toEqual({ kind: 'unconfirmed' });
      expect(recheck).toHaveBeenCalledTimes(RECHECK_PAUSES_MS.length);
      expect(pauses).toEqual([5_000, 15_000, 30_000]);
    },
  );

  it('a look that fails or cannot be read counts as "not seen yet", and the looks go on', async () => {
    const { options, recheck } = request(
      fails(timeoutError()),
      new Error('no connection'),
      new Error('an answer that failed its schema'),
      { seen: true, data: 1 },
    );
    expect(await sendMoneyRequest(options)).toEqual({ kind: 'done', data: 1 });
    expect(recheck).toHaveBeenCalledTimes(3);
  });

  it('the window is the written one: at once, then 5, 15 and 30 s apart', () => {
    expect(RECHECK_PAUSES_MS).toEqual([0, 5_000, 15_000, 30_000]);
  });
});
