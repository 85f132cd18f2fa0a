import { getResponse, type RequestHandler } from 'msw';
import { answerOf } from './judge';
import type { Send } from './walk';

const ORIGIN = 'http://demo.invalid';

/**
 * The walk's calls answered by MSW handlers in this process, no server between: how `npm run
 * openapi` takes its examples from the demo backend, and how the check's own tests meet it.
 */
export function inProcessSend(handlers: RequestHandler[]): Send {
  return async (call, path) => {
    const request = new Request(`${ORIGIN}/api/v1${path}`, {
      method: call.operation.method.toUpperCase(),
      headers: {
        ...(call.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(call.token ? { Authorization: `Bearer ${call.token}` } : {}),
      },
      body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
    });
    const response = await getResponse(handlers, request, { baseUrl: ORIGIN, quiet: true });
    if (!response) throw new Error(`the demo backend does not answer ${path}`);
    return answerOf(response);
  };
}
