import { delay, HttpResponse } from 'msw';

/**
 * How the demo backend answers the requests that move money or make a binding promise (invest,
 * loan agreement, sign-up), to show what the app does when such an answer goes missing:
 * - normal: answers at once;
 * - lost: does the work, then drops the connection (the client sees a network failure);
 * - late: does the work, then answers after `ms` (longer than the client waits: a timeout);
 * - late-work: holds the request `ms`, then does the work: with more than the client's 20 s, the
 *   work is done after the client has given up, so a look right after the timeout does not see it.
 */
export type MoneyAnswer =
  | { kind: 'normal' }
  | { kind: 'lost' }
  | { kind: 'late'; ms: number }
  | { kind: 'late-work'; ms: number };

/** localStorage key and `?moneyAnswer=` values: `normal`, `lost`, `late:25000`, `late-work:25000`. */
export const MONEY_ANSWER_KEY = 'demoMoneyAnswer';

let current: MoneyAnswer = { kind: 'normal' };

export function setMoneyAnswer(answer: MoneyAnswer): void {
  current = answer;
}

export function parseMoneyAnswer(value: string | null): MoneyAnswer | null {
  if (value === 'normal') return { kind: 'normal' };
  if (value === 'lost') return { kind: 'lost' };
  const timed = /^(late|late-work):(\d{1,7})$/.exec(value ?? '');
  if (!timed) return null;
  return { kind: timed[1] === 'late' ? 'late' : 'late-work', ms: Number(timed[2]) };
}

const MONEY_PATHS = [/\/contracts\/[^/]+\/invest$/, /\/loans\/agreement$/, /\/auth\/sign-up$/];

export const isMoneyRequest = (request: Request): boolean =>
  request.method === 'POST' && MONEY_PATHS.some((path) => path.test(new URL(request.url).pathname));

/** Before the work: a money request waits here when the work itself is late. */
export async function holdMoneyWork(request: Request): Promise<void> {
  if (current.kind === 'late-work' && isMoneyRequest(request)) await delay(current.ms);
}

/** The answer as the current profile delivers it; the work is already done and saved. */
export async function deliverMoneyAnswer(request: Request, response: Response): Promise<Response> {
  if (current.kind === 'normal' || current.kind === 'late-work' || !isMoneyRequest(request)) {
    return response;
  }
  if (current.kind === 'lost') return HttpResponse.error();
  await delay(current.ms);
  return response;
}
