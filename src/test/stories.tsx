import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { handlers } from '@mocks/handlers';
import type { PreloadedState } from '@/app/store';
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
  /**
   * What the person had already done on this phone (src/test/drafts.ts): a registration draft,
   * the sign-up's first step. Made when the story loads, so an mp3 it holds is held then.
   */
  state?: () => PreloadedState;
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

/** The calls `loading` holds: each answers its call from the demo backend, once let go. */
const held = new Set<() => Promise<void>>();

/**
 * The call does not answer while the story is on view: the screen's loading state. When the next
 * story loads, the demo backend's own handler answers it, from the db it was asked of, so a screen
 * that has gone hears a success long after, never a time-out that it would log in another story's
 * console.
 */
export const loading = (path: string, method: Method = 'get'): RequestHandler =>
  http[method](
    onApi(path),
    ({ request }) =>
      new Promise<Response | undefined>((resolve) => {
        held.add(async () => resolve(await getResponse(handlers, request)));
      }),
  );

/** Answers the held calls (the workshop's loader, before the next story's world is made). */
export async function releaseLoading() {
  const calls = [...held];
  held.clear();
  await Promise.all(calls.map((answer) => answer()));
}

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
    ? { ...expected, console: [...FAILED_LOAD.console!, ...(expected.console ?? [])] }
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
