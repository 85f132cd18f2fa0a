/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { withScreen } from '../prerender-html';

it('puts the screen in #root in place of the shell, and leaves the rest of index.html as it is', () => {
  const html =
    '<html><head><title>t</title></head><body><noscript>x</noscript>' +
    '<div id="root"><div class="shell"><span>뮤직론</span></div></div>\n</body></html>';
  expect(withScreen(html, '<div inert><h1>로그인</h1></div>')).toBe(
    '<html><head><title>t</title></head><body><noscript>x</noscript>' +
      '<div id="root"><div inert><h1>로그인</h1></div></div>\n</body></html>',
  );
});

it("puts the screen's MUI styles where emotion writes, before our own stylesheet", () => {
  const html =
    '<html><head><title>t</title><meta name="emotion-insertion-point" content=""/>' +
    '<style data-href="/assets/styles.css">.ours{}</style></head>' +
    '<body><div id="root">x</div></body></html>';
  expect(withScreen(html, 'y', '<style data-mui-theme>.a{}</style>')).toBe(
    '<html><head><title>t</title><meta name="emotion-insertion-point" content=""/>' +
      '<style data-mui-theme>.a{}</style><style data-href="/assets/styles.css">.ours{}</style>' +
      '</head><body><div id="root">y</div></body></html>',
  );
  expect(() =>
    withScreen('<html><head></head><body><div id="root"></div></body></html>', 'y', 's'),
  ).toThrow('emotion-insertion-point');
});

it('refuses an index.html whose #root is not the end of <body>, instead of writing a broken page', () => {
  expect(() => withScreen('<html><body><main></main></body></html>', 'x')).toThrow(
    '#root not found',
  );
});
