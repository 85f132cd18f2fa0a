import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { contractHandlers } from './contracts';
import { copyrightHandlers } from './copyrights';
import { coverHandlers } from './covers';
import { loanHandlers } from './loans';
import { settlementHandlers } from './settlement';

/** Every demo-backend handler, by area. */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...copyrightHandlers,
  ...contractHandlers,
  ...loanHandlers,
  ...settlementHandlers,
  ...coverHandlers,
];
