import { delay, HttpResponse } from 'msw';

/**
 * How the demo backend answers the requests that move money or make a binding promise (invest,
 * loan agreement, sign-up), to show what the app does when such an answer goes missing:
 * - normal: answers at once;
 * - lost: does the work, then drops the connection (the client sees a network failure);
 * - late: does the work, then answers after `ms` (longer than the client waits: a timeout).
 */
export type MoneyAnswer = { kind: 'normal' } | { kind: 'lost' } | { kind: 'late'; ms: number };

/** localStorage key and `?moneyAnswer=` values: `normal`, `lost`, `late:25000`. */
export const MONEY_ANSWER_KEY = 'demoMoneyAnswer';

let current: MoneyAnswer = { kind: 'normal' };

export function setMoneyAnswer(answer: MoneyAnswer): void {
  current = answer;
}

export function parseMoneyAnswer(value: string | null): MoneyAnswer | null {
  if (value === 'normal') return { kind: 'normal' };
  if (value === 'lost') return { kind: 'lost' };
  const late = /^late:(\d{1,7})$/.exec(value ?? '');
  return late ? { kind: 'late', ms: Number(late[1]) } : null;
}

const MONEY_PATHS = [/\/contracts\/[^/]+\/invest$/, /\/loans\/agreement$/, /\/auth\/sign-up$/];

export const isMoneyRequest = (request: Request): boolean =>
  request.method === 'POST' && MONEY_PATHS.some((path) => path.test(new URL(request.url).pathname));

/** The answer as the current profile delivers it; the work is already done and saved. */
export async function deliverMoneyAnswer(request: Request, response: Response): Promise<Response> {
  if (current.kind === 'normal' || !isMoneyRequest(request)) return response;
  if (current.kind === 'lost') return HttpResponse.error();
  await delay(current.ms);
  return response;
}
