import type { RequestHandler } from 'msw';

/** Every demo-backend handler, by area. */
export const handlers: RequestHandler[] = [];
