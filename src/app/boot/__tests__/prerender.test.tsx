/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import * as LoginPage from '@/features/auth/pages/LoginPage';
import { prerenderedPages, screenMarkup } from '@/app/boot/prerender';

// The build runs src/app/boot/prerender.tsx in Node (scripts/build/prerender-plugin.ts), where there is no
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
  // Drawn without MUI (decision 053): our classes, and no emotion style for the page to carry.
  expect(html).toMatch(
    /<fieldset aria-hidden="true" class="[^"]+"><legend class="[^"]+"><span>아이디/,
  );
  expect(html).not.toMatch(/<style|mui-|Mui/);
});

it('leaves <head> nothing of emotion to carry: the login screen draws no MUI', () => {
  const [{ markup, head }] = prerenderedPages();
  expect(markup).not.toMatch(/<style/);
  expect(head).toBe('');
});

it('prerenders the login screen alone, as login.html', () => {
  expect(prerenderedPages().map(({ file }) => file)).toEqual(['login.html']);
});

it("writes no colour of MUI's own: its components read our tokens, one copy for both schemes", () => {
  const [{ markup, head }] = prerenderedPages();
  // Our own stylesheet is inline in index.html, from which the page is made; the markup names its
  // classes (the build names them alike in both bundles: e2e/bundle.prod.spec.ts checks the pair).
  expect(markup).toMatch(/<header class="header">/);
  expect(head).not.toMatch(/--mui-/);
  expect(head).not.toMatch(/prefers-color-scheme/);
});
