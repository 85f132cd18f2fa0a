import { expect, test as base } from '@playwright/test';
// The journeys' own WebKit driver, one folder up (e2e/ has no alias of its own).
// eslint-disable-next-line no-restricted-imports
import { startEngine, type EngineHost, type Tab } from '../engine-drivers';
import { isLoadedScreen, PICTURE_TIME, settleInPage, stories } from './workshop-common';

/**
 * Each screen's loaded state in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, as the
 * journeys drive it: e2e/engine-webkit.ts), light, on the phone's screen: it renders and its
 * picture is the committed one. WebDriver holds no clock and stops no motion, so the workshop does
 * both when its address says when the picture is drawn (`&now=`, .storybook/preview.tsx); the
 * console and axe are read in Chromium (stories.workshop.ts).
 */
const screens = stories.filter(isLoadedScreen);

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
};

const test = base.extend<object, { host: EngineHost; tab: Tab }>({
  host: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, provide) => {
      const host = await startEngine('webkit');
      await provide(host);
      await host.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // One tab a worker, which shows screen after screen: WebKitWebDriver drives one session at a time.
  tab: [
    async ({ host }, provide, { project }) => {
      const tab = await host.newTab({ baseURL: project.use.baseURL! });
      await provide(tab);
      await tab.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** The screen once two pictures in a row are the same (as Playwright's toHaveScreenshot waits). */
async function stillPicture(tab: Tab): Promise<Buffer> {
  let last = await tab.screenshot();
  for (let attempt = 0; attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const next = await tab.screenshot();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('the screen kept changing for 10 pictures in a row');
}

for (const story of screens) {
  test(`${story.title} › ${story.name} › WebKit`, async ({ tab }, { project }) => {
    const address = new URL('/iframe.html', project.use.baseURL);
    address.search = new URLSearchParams({
      id: story.id,
      viewMode: 'story',
      globals: 'a11y.manual:!true',
      now: PICTURE_TIME.toISOString(),
    }).toString();
    await tab.goto(address.href);
    await expect
      .poll(
        () =>
          tab.run<string | undefined>((id: string) => {
            const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
            return render?.id === id ? render.phase : undefined;
          }, story.id),
        { message: 'the story rendered', timeout: 15_000 },
      )
      .toBe('finished');
    await tab.run(settleInPage);
    expect(await stillPicture(tab), `the picture of ${story.id} in WebKit`).toMatchSnapshot(
      `${story.id}.webkit.png`,
    );
  });
}
