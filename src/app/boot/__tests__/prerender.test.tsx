/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import * as LoginPage from '@/features/auth/pages/LoginPage';
import { prerenderedPages, screenMarkup } from '@/app/boot/prerender';

// The build runs src/app/boot/prerender.tsx in Node (webpack.config.ts, PrerenderPlugin), where there is no
// window and no storage: so does this test.

it('renders the login screen as the browser first draws it: header, texts, both fields, buttons', () => {
  const html = screenMarkup('/login', LoginPage);
  expect(html).toMatch(
    /^<div inert aria-hidden="true"><fieldset disabled style="display:contents">/,
  );
  for (const text of [
    '<h1 class="[^"]*">로그인</h1>',
    '아이디와 비밀번호를 입력해주세요.',
    '<label[^>]*>아이디</label>',
    '<label[^>]*>비밀번호</label>',
    'name="loginId" value=""',
    'type="password"',
    '회원가입',
  ]) {
    expect(html).toMatch(new RegExp(text));
  }
  // Each component's styles travel with it, for emotion in the browser to adopt.
  expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/);
});

it('prerenders the login screen alone, as login.html', () => {
  expect(prerenderedPages().map(({ file }) => file)).toEqual(['login.html']);
});

it("gives the page's <head> the static stylesheets its markup's class names need", () => {
  const [{ markup, head }] = prerenderedPages();
  // The frame and the sub-page header are static CSS (shared/ui/static-css.ts), which in Node
  // writes nothing: without these, the HTML would draw an unstyled header until the script ran.
  expect(markup).toMatch(/<div class="app-frame"/);
  expect(markup).toMatch(/<header class="app-header">/);
  expect(head).toMatch(/<style data-static-css="app-frame">[^<]*\.app-header\{/);
  expect(head).toMatch(/<style data-static-css="sub-page-title">[^<]*\.sub-page-title\{/);
});
