import {
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { badRequest, DemoError } from '@mocks/db/errors';
import { isKept, keptUntilWrite } from '@mocks/db/kept';
import { nextExpiry, sweepExpired } from '@mocks/db/lending';
import { commit, getState } from '@mocks/db/store';
import type { ErrorEnvelope, SuccessEnvelope } from '@/shared/api/wire/schemas';
import type { DbState, UserRow } from '@mocks/db/types';
import { userFromAuthHeader } from '@mocks/db/users';
import { inDialect } from './dialect';
import { deliverMoneyAnswer, holdMoneyWork } from './money-answer';

let latencyMs = 0;

/** Simulated network latency; the browser demo sets a few hundred ms, Jest and the server none. */
export function setLatency(ms: number): void {
  latencyMs = ms;
}

/** Where the browser demo remembers a chosen latency (`?latency=0`, in ms). */
export const LATENCY_KEY = 'demoLatency';

/** A latency as written in an address or in storage: whole milliseconds, at most a minute. */
export function parseLatency(value: string | null): number | null {
  if (value === null || !/^\d{1,5}$/.test(value)) return null;
  const ms = Number(value);
  return ms <= 60_000 ? ms : null;
}

/** Sees every answer `route` gives, before it leaves (Jest and the demo server hold each to the contract). */
export type AnswerWatch = (
  request: Request,
  status: number,
  body: SuccessEnvelope<unknown> | ErrorEnvelope,
) => void;
let answerWatch: AnswerWatch | null = null;

export function watchAnswers(watch: AnswerWatch | null): void {
  answerWatch = watch;
}

export interface Ctx {
  request: Request;
  params: PathParams;
  state: DbState;
  now: Date;
  /** The signed-in user; answers 401 when the bearer token is missing or unknown. */
  user: () => UserRow;
}

/** The answer's text for a kept read model, written once until the next write. */
const texts = new WeakMap<object, { text: string; length: string }>();

export const ok = <T>(data: T, status = 200) => {
  const body: SuccessEnvelope<T> = { success: true, data };
  if (!isKept(data)) return HttpResponse.json(body as DefaultBodyType, { status });
  let answer = texts.get(data);
  if (!answer) {
    const text = JSON.stringify(body);
    answer = { text, length: String(new Blob([text]).size) };
    texts.set(data, answer);
  }
  return new HttpResponse(answer.text, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': answer.length },
  });
};

export const fail = (error: DemoError) => {
  const body: ErrorEnvelope = {
    success: false,
    error: { code: error.code, message: error.message },
  };
  return HttpResponse.json(body, { status: error.status });
};

/**
 * Wraps an area's logic: latency, lazy expiry of funding windows, the envelope in the current wire
 * dialect, refusals as `{success:false}` and persistence after anything that may have changed the
 * state.
 */
export function route<T>(
  run: (ctx: Ctx) => T | Promise<T>,
): HttpResponseResolver<PathParams, DefaultBodyType> {
  return async ({ request, params }) => {
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    await holdMoneyWork(request);
    const state = getState();
    const now = new Date();
    // A window that closed is a write too: the read that follows sees it. Until the first open
    // window closes there is nothing to sweep (5,000 open loans are ~6 ms to look through).
    const closes = keptUntilWrite(state, 'nextExpiry', () => nextExpiry(state));
    if (now.getTime() >= closes && sweepExpired(state, now)) commit();
    const ctx: Ctx = {
      request,
      params,
      state,
      now,
      user: () => userFromAuthHeader(state, request.headers.get('Authorization')),
    };
    let response: Response;
    try {
      const data = inDialect((await run(ctx)) ?? null, request);
      answerWatch?.(request, 200, { success: true, data });
      response = ok(data);
    } catch (error) {
      if (!(error instanceof DemoError)) console.error('[demo backend]', error);
      const refusal =
        error instanceof DemoError
          ? error
          : new DemoError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다.');
      answerWatch?.(request, refusal.status, {
        success: false,
        error: { code: refusal.code, message: refusal.message },
      });
      response = fail(refusal);
    } finally {
      if (request.method !== 'GET') commit();
    }
    // Saved first: a lost or late answer to a money request reports work already done.
    return deliverMoneyAnswer(request, response);
  };
}

/** A JSON object body, or 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest('INVALID_BODY', '요청 형식이 올바르지 않습니다.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('INVALID_BODY', '요청 형식이 올바르지 않습니다.');
  }
  return body as Record<string, unknown>;
}

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest('INVALID_BODY', 'multipart/form-data 형식으로 보내주세요.');
  }
}

/** A positive integer path parameter, or 404 with `notFoundMessage` (a malformed id names nothing). */
export function idParam(params: PathParams, name: string, notFoundMessage: string): number {
  const raw = params[name];
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value)) throw new DemoError(404, 'NOT_FOUND', notFoundMessage);
  return value;
}

/**
 * A public read of one resource by its path id: `path`'s `:param` must be a positive integer
 * (else 404 with `notFoundMessage`), and `view` answers for it.
 */
export const readById = <T>(
  path: string,
  param: string,
  notFoundMessage: string,
  view: (state: Ctx['state'], id: number) => T,
) =>
  http.get(
    path,
    route(({ params, state }) => view(state, idParam(params, param, notFoundMessage))),
  );
