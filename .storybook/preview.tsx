// What every story renders inside (docs/testing.md, "The workshop"):
// - the demo backend: its own handlers, through MSW's worker, over a db seeded anew for each story
//   (`parameters.msw.handlers` override one call for a state the db cannot reach); a call to the
//   API that no handler answers is an error in the console, which fails the smoke run;
// - the app: its store (signed in as `parameters.app.as`), providers and a memory router, at
//   `parameters.app.url` for a screen or around the story for a component (src/test/app-tree.tsx,
//   as renderApp in Jest), inside MUI's theme;
// - the look a phone chooses: its colour scheme and 200 % text, from the toolbar, and a 390 px
//   viewport.
import type { Decorator, Loader, Preview } from '@storybook/react-webpack5';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { handlers } from '@mocks/handlers';
import { resetDb } from '@mocks/db/store';
import type { AppStore } from '@/app/store';
import { api } from '@/shared/api/api';
import { muiThemeScope } from '@/app/theme/MuiTheme';
import { colorSchemeCss } from '@/shared/ui/token-css';
import { appTree } from '@/test/app-tree';
import { holdClock } from '@/test/held-clock';
import { releaseLoading, type AppParameters } from '@/test/stories';
import { storyStore } from '@/test/story-world';

// A picture taken where the browser's driver cannot hold the clock or stop motion (WebKit through
// WebDriver, e2e/workshop/webkit.workshop.ts): the time it is drawn at, from the address, and,
// from before the first layout, what Playwright's screenshots do in Chromium: no transition or
// animation, no caret, and every row drawn (a row left undrawn keeps a placeholder's height).
const pictureTime = Date.parse(new URLSearchParams(window.location.search).get('now') ?? '');
if (Number.isFinite(pictureTime)) {
  holdClock(pictureTime);
  const still = document.createElement('style');
  still.textContent = `*, *::before, *::after { transition: none !important;
    animation: none !important; caret-color: transparent !important;
    content-visibility: visible !important; }`;
  document.head.append(still);
}

/**
 * MSW's worker with the demo backend's handlers, started once; before each story the addon puts
 * them back and adds the story's own (`parameters.msw`), which come first.
 */
const startDemoBackend = mswLoader(async () => {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    // Only the API must be answered: the bundle's chunks, covers and icons are the server's.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
});

/** The app's own storage, emptied before each story (Storybook's keys are left alone). */
function clearAppStorage() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (!key.startsWith('storybook') && !key.startsWith('@storybook')) storage.removeItem(key);
    }
  }
}

/**
 * The previous story's calls answered and heard: what its screen does on an answer (a registration
 * that ends releases the mp3 it held) is done before the next story holds its own.
 */
async function requestsSettled(store: AppStore) {
  // RTK Query's own list of calls still running, kept after their screen has unmounted.
  const running = [
    ...store.dispatch(api.util.getRunningQueriesThunk()),
    ...store.dispatch(api.util.getRunningMutationsThunk()),
  ];
  await Promise.race([
    Promise.allSettled(running),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]);
  // The answer's own callbacks (a screen's `.then`) run after the store has heard it.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The story whose world is seeded, and its store. */
let prepared: { storyId: string; store: AppStore } | undefined;

/**
 * The demo backend seeded anew, in the story's dialect and data profile, and the story's store.
 * Storybook runs the loaders again when a global changes (the scheme, the text size): the story
 * then keeps its world and its store, which the screen on view is using.
 */
const demoLoader: Loader = async (context) => {
  const app = (context.parameters.app ?? {}) as AppParameters;
  await startDemoBackend(context);
  if (prepared?.storyId === context.id) return { store: prepared.store };
  await releaseLoading();
  if (prepared) await requestsSettled(prepared.store);
  clearAppStorage();
  resetDb(new Date());
  const store = await storyStore(app);
  prepared = { storyId: context.id, store };
  return { store };
};

const StoryContent = createContext<ReactNode>(null);
const ThemedStory = muiThemeScope.withMuiTheme(function StorySlot() {
  return useContext(StoryContent);
});

function StoryApp({
  store,
  url,
  children,
}: {
  store: AppStore;
  url?: string;
  children: ReactNode;
}) {
  // Made once per story: the router keeps its place while the story's args change.
  const [tree] = useState(() =>
    url
      ? appTree({ store, url })
      : appTree({ store, url: '/' }, [{ path: '*', Component: ThemedStory }]),
  );
  return <StoryContent.Provider value={children}>{tree.element}</StoryContent.Provider>;
}

const withApp: Decorator = (Story, context) => {
  const app = (context.parameters.app ?? {}) as AppParameters;
  const { store } = context.loaded as { store: AppStore };
  return (
    <StoryApp key={context.id} store={store} url={app.url}>
      {app.url ? null : <Story />}
    </StoryApp>
  );
};

/** The scheme a phone asks for and its text size, as the toolbar (or a test's URL) sets them. */
const withLook: Decorator = (Story, { globals }) => {
  let sheet = document.getElementById('story-scheme');
  if (!sheet) {
    sheet = document.createElement('style');
    sheet.id = 'story-scheme';
    document.head.append(sheet);
  }
  sheet.textContent = colorSchemeCss(globals.scheme === 'dark' ? 'dark' : 'light');
  document.documentElement.style.fontSize = String(globals.textSize) === '200' ? '200%' : '';
  return <Story />;
};

const preview: Preview = {
  loaders: [demoLoader],
  decorators: [withApp, withLook],
  globalTypes: {
    scheme: {
      description: '색 구성 (휴대폰의 라이트·다크 설정)',
      toolbar: {
        title: '색 구성',
        icon: 'mirror',
        items: [
          { value: 'light', title: '라이트' },
          { value: 'dark', title: '다크' },
        ],
        dynamicTitle: true,
      },
    },
    textSize: {
      description: '글자 크기 (휴대폰의 큰 글씨 설정)',
      toolbar: {
        title: '글자 크기',
        icon: 'paragraph',
        items: [
          { value: '100', title: '글자 100 %' },
          { value: '200', title: '글자 200 %' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    scheme: 'light',
    textSize: '100',
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    viewport: {
      options: {
        phone: {
          name: '휴대폰 390 px',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
    // axe on every story in the workshop's panel; the workshop's test run fails on any violation.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
};

export default preview;
