import { readFileSync } from 'node:fs';
import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { WorkshopParameters } from '@/test/stories';
import { isLoadedScreen, PICTURE_TIME, settleInPage, stories } from './workshop-common';

/**
 * Every story of the built workshop, each in the looks a phone chooses (light and dark; a screen's
 * loaded state also at 200 % text): it renders with nothing unexpected in the console, axe finds
 * no WCAG 2.2 A or AA violation, and its picture is the committed one. A failed picture is named
 * by its story; the HTML report shows expected, actual and the difference.
 */
/** Shown between two looks (src/test/Workshop.stories.tsx). */
const BLANK = 'workshop-blank--blank';

interface Look {
  name: string;
  scheme: 'light' | 'dark';
  textSize: '100' | '200';
}
const LIGHT: Look = { name: 'light', scheme: 'light', textSize: '100' };
const DARK: Look = { name: 'dark', scheme: 'dark', textSize: '100' };
const LARGE_TEXT: Look = { name: 'light-200', scheme: 'light', textSize: '200' };

type AxeWindow = Window & {
  axe: { run: (context: Element, options: RunOptions) => Promise<AxeResults> };
};
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const describeViolation = (violation: Result) =>
  `${violation.id}: ${violation.help} — ${violation.nodes
    .slice(0, 3)
    .map(
      (node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1).join(' ')})`,
    )
    .join(' | ')}`;

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { parameters?: { workshop?: unknown } };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
  shownBefore?: unknown;
};

/**
 * Shows a story on the worker's page from scratch (its loaders run: a fresh demo db and store),
 * without loading the workshop again: Storybook's own event, as its manager sends it. Resolves
 * once it has rendered and its play function has run; returns what the story tells the workshop.
 */
async function show(page: Page, storyId: string): Promise<WorkshopParameters> {
  const current = await page.evaluate(() => {
    const preview = window as PreviewWindow;
    preview.shownBefore = preview.__STORYBOOK_PREVIEW__?.currentRender;
    return preview.__STORYBOOK_PREVIEW__?.currentRender?.id;
  });
  if (current === storyId) {
    // The worker's first story (a worker starts again after a failure): loaded anew.
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
    await page.evaluate(axeSource);
  } else {
    await page.evaluate((id) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, storyId);
  }
  await page.waitForFunction(() => {
    const preview = window as PreviewWindow;
    const render = preview.__STORYBOOK_PREVIEW__?.currentRender;
    return (
      render !== undefined &&
      render !== preview.shownBefore &&
      ['finished', 'errored', 'aborted'].includes(render.phase ?? '')
    );
  });
  const { phase, workshop } = await page.evaluate(() => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return { phase: render?.phase, workshop: render?.story?.parameters?.workshop ?? {} };
  });
  expect(phase, 'the story rendered and its play function passed').toBe('finished');
  return workshop as WorkshopParameters;
}

/** The story in a look: the toolbar's globals, which draw it again as it is (no loaders). */
async function wear(page: Page, look: Look) {
  // The phone's own setting too, as a person's phone reports it.
  await page.emulateMedia({ colorScheme: look.scheme });
  // Every row drawn, as the whole-page picture draws them anyway: a row a list leaves unrendered
  // below the screen (content-visibility: auto) kept the colours of the scheme it was last drawn
  // in, for axe, through a change of scheme.
  await page.evaluate(() => {
    if (document.getElementById('workshop-draw-all')) return;
    const style = document.createElement('style');
    style.id = 'workshop-draw-all';
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  });
  await page.evaluate((look) => {
    (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('updateGlobals', {
      // axe runs here, once a look is drawn: the workshop's own run after each render (its a11y
      // panel) is left to a person, or the two would run at once.
      globals: { scheme: look.scheme, textSize: look.textSize, a11y: { manual: true } },
    });
  }, look);
  await page.waitForFunction(
    (look) =>
      document
        .getElementById('story-scheme')
        ?.textContent?.includes(`color-scheme:${look.scheme}`) &&
      document.documentElement.style.fontSize === (look.textSize === '200' ? '200%' : ''),
    look,
  );
}

/** The page has stopped changing (workshop-common.ts). */
const quiet = (page: Page, idleMs?: number) => page.evaluate(settleInPage, idleMs);

/**
 * The whole page on one screen, for axe and the picture: the viewport grown to the page's height,
 * as a phone's screen is when a person has scrolled through it. A bar stuck to the screen's bottom
 * (a screen's main button) then rests below the content, where it would cover none of it: in a
 * picture of the page at the phone's own height, the rows under it were hidden, and axe counted a
 * field half under it as a target too small (WCAG 2.5.8). Focus never goes under it: the app's
 * scroll-padding-bottom keeps a focused field above it (src/app/theme/global.css).
 */
async function growToPage(page: Page) {
  const { width, height } = page.viewportSize()!;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  if (pageHeight <= height) return;
  await page.setViewportSize({ width, height: pageHeight });
  // A new size lays the page out again and may load an image that was below the screen; it adds
  // no rows (a list drawn in windows keeps the phone's height: `fullPage: false`).
  await quiet(page, 50);
}

/**
 * One page a worker, which shows story after story (`show`): the workshop loads once, and MSW's
 * worker stays registered. axe is loaded into it once. The page keeps the look it last wore.
 */
const test = base.extend<object, { workshop: { page: Page; worn?: Look } }>({
  workshop: [
    async ({ browser }, use, { project }) => {
      const { baseURL, viewport, deviceScaleFactor, reducedMotion, locale, timezoneId } =
        project.use;
      const context = await browser.newContext({
        ...{ baseURL, viewport, deviceScaleFactor, reducedMotion, locale, timezoneId },
        serviceWorkers: 'allow',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(PICTURE_TIME);
      await page.goto(`/iframe.html?id=${stories[0].id}&viewMode=story&globals=a11y.manual:!true`);
      await page.waitForFunction(() =>
        ['finished', 'errored'].includes(
          (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '',
        ),
      );
      await page.evaluate(axeSource);
      await use({ page });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// Every story in light, then every story in dark, then each screen's loaded state at 200 % text
// (src/test/stories.ts, screenStory): one test a picture, named by its story and look. A worker
// changes look only where its tests cross from one look to the next.
const looks = [LIGHT, DARK, LARGE_TEXT];
for (const look of looks) {
  const shown = look === LARGE_TEXT ? stories.filter(isLoadedScreen) : stories;
  for (const story of shown) {
    test(`${story.title} › ${story.name} › ${look.name}`, async ({ workshop }) => {
      const { page } = workshop;
      // Errors and warnings on the console, and errors nothing caught, while the story is shown.
      const said: string[] = [];
      const heard = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
      };
      const thrown = (error: Error) => said.push(`uncaught: ${error.message}`);
      page.on('console', heard);
      page.on('pageerror', thrown);
      try {
        await page.setViewportSize(test.info().project.use.viewport!);
        if (workshop.worn !== look) {
          // A new look is worn on a blank page, and the story drawn from scratch in it: a screen
          // on view through a change of scheme kept some of the old scheme's colours.
          await show(page, BLANK);
          await wear(page, look);
          workshop.worn = look;
        }
        const parameters = await show(page, story.id);
        const expected = (parameters.console ?? []).map((source) => new RegExp(source));
        await quiet(page);
        if (parameters.fullPage !== false) await growToPage(page);
        const unexpected = said.filter((line) => !expected.some((pattern) => pattern.test(line)));
        expect(unexpected, 'what the story printed to the console').toEqual([]);
        const results = await page.evaluate(() =>
          (window as unknown as AxeWindow).axe.run(document.getElementById('storybook-root')!, {
            runOnly: {
              type: 'tag',
              values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
            },
            resultTypes: ['violations'],
          }),
        );
        expect(results.violations.map(describeViolation), 'axe (WCAG 2.2 A and AA)').toEqual([]);
        await expect(page, `the picture of ${story.id} in ${look.name}`).toHaveScreenshot(
          `${story.id}.${look.name}.png`,
        );
      } finally {
        page.off('console', heard);
        page.off('pageerror', thrown);
      }
    });
  }
}
