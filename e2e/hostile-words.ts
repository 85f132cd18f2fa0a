/**
 * The demo backend's hostile-data profile (mocks/handlers/hostile-data.ts) as the journeys read it:
 * the script every displayed text ends with, and the counter a page that ran one would raise.
 */
export { HOSTILE_TEXT } from '@mocks/handlers/hostile-data';

/** Runs in the page: how many of the payloads ran (none, or the page is broken into). */
export const hostileRan = () => (window as unknown as { __hostileRan?: number }).__hostileRan ?? 0;

/** Runs in the page: links a server's string became that would run script. */
export const scriptLinks = () =>
  [...document.querySelectorAll('a[href]')].filter((a) =>
    /^\s*(javascript|data|vbscript):/i.test(a.getAttribute('href') ?? ''),
  ).length;

/** A tampered registration draft, as an older version left it in localStorage (spec §9 key). */
export const TAMPERED_DRAFT = (payload: string) =>
  JSON.stringify({
    title: JSON.stringify(`제목${payload}`),
    singers: JSON.stringify([`가수${payload}`]),
    composers: JSON.stringify([`작곡${payload}`]),
    lyricists: JSON.stringify([`작사${payload}`]),
    streamingUrls: JSON.stringify([`javascript:${payload}`]),
    isRegistered: JSON.stringify(true),
    copyrightFileName: JSON.stringify(`서류${payload}.pdf`),
    copyrightBase64: JSON.stringify(`data:text/html,<script>${payload}</script>`),
    imageBase64: JSON.stringify(`javascript:${payload}`),
    croppedBase64: JSON.stringify(`"><img src=x onerror="${payload}">`),
  });

/**
 * Runs in the page: a plain string handed to a sink that can run script. Under the app's policy
 * the browser refuses it ('TypeError'); 'written' means Trusted Types are not enforced.
 */
export function plainStringInASink(): string {
  try {
    document.body.insertAdjacentHTML('beforeend', '<b>tt-probe</b>');
    return 'written';
  } catch (error) {
    return (error as Error).name;
  }
}
