import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse, isPassthroughResponse, type RequestHandler } from 'msw';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * The demo backend's MSW handlers answering over real HTTP, as express middleware: each request
 * becomes a Fetch `Request`, MSW's `getResponse` finds the handler's answer, and that answer is
 * written back as it is (status, every header, the body streamed). A request no handler answers
 * goes on to the next middleware. @mswjs/http-middleware did this for MSW 2 through an API MSW 3
 * removed (`handleRequest`); `getResponse` is MSW 3's public way (docs/decisions/073).
 */
export function mswMiddleware(
  handlers: RequestHandler[],
  { onRequest }: { onRequest?: (request: Request) => void } = {},
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const origin = `${req.protocol}://${req.get('host')}`;
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
          headers.append(name, one);
        }
      }
      const request = new Request(new URL(req.originalUrl, origin), {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        // Node's fetch streams a request body only half-duplex.
        ...(hasBody ? { duplex: 'half' } : {}),
      });
      onRequest?.(request);
      const response = await getResponse(handlers, request, { baseUrl: origin, quiet: true });
      if (!response || isPassthroughResponse(response)) {
        next();
        return;
      }
      // HttpResponse.error(): a network error is a connection that ends with no answer.
      if (response.type === 'error') {
        req.socket.destroy();
        return;
      }
      res.statusCode = response.status;
      if (response.statusText) res.statusMessage = response.statusText;
      response.headers.forEach((value, name) => res.appendHeader(name, value));
      if (response.body) {
        Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
      } else {
        res.end();
      }
    } catch (error) {
      next(error);
    }
  };
}
