/**
 * Build-time prerender (scripts/build/prerender-plugin.ts): the screens whose first view needs no
 * data are rendered to HTML with the app's own components, so the phone draws the real screen from
 * the HTML before any script has run, instead of the bare shell. React then renders the same
 * screen in the browser and replaces this markup (main.tsx, createRoot). Runs in Node: no window,
 * no storage; emotion writes each component's styles inline beside it, which prerenderedPages moves
 * into <head>, where emotion in the browser finds them, so it never computes them again.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import * as LoginPage from '@/features/auth/pages/LoginPage';
import { App } from '@/app/App';
import { screenArrived } from '@/app/boot/load-screen';
import { muiThemeScope } from '@/app/theme/MuiTheme';
import { appRoutes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { type ScreenModule } from '@/shared/config/route-fields';
import { routeAt } from '@/shared/config/route-match';

/** The prerendered screens: the address, the file a host serves for it, and the screen's module. */
const PRERENDERED: Array<{ path: string; file: string; module: { default: ComponentType } }> = [
  { path: '/login', file: 'login.html', module: LoginPage },
];

/** The markup of the app at `path`, logged out, as its first render in the browser draws it. */
export function screenMarkup(path: string, module: { default: ComponentType }): string {
  const screen = routeAt(path)?.screen as ScreenModule;
  screenArrived(screen, module, muiThemeScope);
  const store = makeStore({ session: { accessToken: null, refreshToken: null } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // Until React takes over, nothing here can be used: inert (no focus, no tap), hidden from
  // assistive technology (as index.html's shell is), and every field and button disabled (a
  // fieldset that draws no box), so nothing typed can land in markup about to be replaced.
  const app = renderToString(<App store={store} router={router} />);
  return `<div inert aria-hidden="true"><fieldset disabled style="display:contents">${app}</fieldset></div>`;
}

/** Emotion's styles, which renderToString writes beside each component in the markup. */
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * Each prerendered page: its file, its screen (whose chunk's stylesheet the page carries inline,
 * webpack.config.ts), the markup for #root, and for <head> (at index.html's
 * `emotion-insertion-point`) emotion's styles for the markup. MUI's theme writes no custom
 * properties of its own: its colours are our tokens' (app/theme/theme.ts), its sizes plain. There
 * they come before our own stylesheet (inline in index.html, webpack.config.ts), as every style
 * emotion writes later does (app/theme/MuiTheme.tsx), so a class of ours wins a tie on this page
 * too. `data-s` tells emotion they are placed already: it would otherwise move them to the end of
 * <head>, after ours.
 */
export function prerenderedPages(): Array<{
  file: string;
  screen: ScreenModule;
  markup: string;
  head: string;
}> {
  return PRERENDERED.map(({ path, file, module }) => {
    const rendered = screenMarkup(path, module);
    const emotion = (rendered.match(EMOTION_STYLE) ?? []).map((style) =>
      style.replace(/^<style /, '<style data-s="" '),
    );
    const markup = rendered.replace(EMOTION_STYLE, '');
    return { file, screen: routeAt(path)?.screen as ScreenModule, markup, head: emotion.join('') };
  });
}
