import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { DemoAccount } from './demo-login';

/**
 * What a story asks of the app and the demo backend, read by the workshop's decorator and loader
 * (.storybook/preview.tsx). The data comes from the demo backend's own handlers and db, seeded
 * anew for each story; a state the db cannot reach overrides one handler (`loading`,
 * `serverError`, `offline` below), as the Jest tests do with `server.use`.
 */
export interface AppParameters {
  /** A screen story: the address the whole app opens at. Absent: a component story. */
  url?: string;
  /** Signed in as this demo account; absent: a visitor. */
  as?: DemoAccount;
  /**
   * The demo backend's loose wire dialect (docs/wire-contract.md): amounts as "1,250,000", rounds
   * as "12개월", an unknown status among the contracts.
   */
  dialect?: 'loose';
  /** 300-character titles and 50-name credit lists (the demo's `?longData=1`). */
  longData?: boolean;
}

/**
 * The browser's own console line for a load that failed: a 4xx or 5xx answer, or no network at
 * all. A story whose state is such an answer says it expects it.
 */
export const FAILED_LOAD: WorkshopParameters = { console: ['^Failed to load resource: '] };

/** What the workshop's test run reads of a story (e2e/workshop/stories.workshop.ts). */
export interface WorkshopParameters {
  /** Console lines the story's state makes on purpose, as regular expressions' sources. */
  console?: string[];
  /** False: the picture is the phone's screen, not the whole page (a list 5,000 rows long). */
  fullPage?: boolean;
}

type Method = 'get' | 'post' | 'put' | 'delete';
const onApi = (path: string) => `*/api/v1${path}`;
/** Handlers whose answer the browser reports as a failed load in the console. */
const failing = new WeakSet<RequestHandler>();
const fails = (handler: RequestHandler) => {
  failing.add(handler);
  return handler;
};

/** The call never answers: the screen's loading state. */
export const loading = (path: string, method: Method = 'get'): RequestHandler =>
  http[method](onApi(path), () => delay('infinite'));

/** The call answers 500 with the contract's error envelope. */
export const serverError = (path: string, method: Method = 'get'): RequestHandler =>
  fails(
    http[method](onApi(path), () =>
      HttpResponse.json(
        {
          success: false,
          error: { code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' },
        },
        { status: 500 },
      ),
    ),
  );

/** The call never reaches a server: the phone has no network. */
export const offline = (path: string, method: Method = 'get'): RequestHandler =>
  fails(http[method](onApi(path), () => HttpResponse.error()));

/**
 * A story of a whole screen at `url`, with what it asks of the demo backend. A screen's story named
 * `Loaded` is also drawn at 200 % text by the workshop's test run.
 */
export function screenStory(
  url: string,
  app: Omit<AppParameters, 'url'> = {},
  handlers: RequestHandler[] = [],
  expected: WorkshopParameters = {},
) {
  const workshop: WorkshopParameters = handlers.some((handler) => failing.has(handler))
    ? { ...FAILED_LOAD, ...expected }
    : expected;
  return {
    // The workshop's decorator draws the app at `url` in the story's place.
    render: () => <></>,
    parameters: {
      layout: 'fullscreen',
      app: { url, ...app } satisfies AppParameters,
      workshop,
      ...(handlers.length > 0 ? { msw: handlers } : {}),
    },
  };
}
