import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for Jest and the standalone server. */
export const server = setupServer(...handlers);
