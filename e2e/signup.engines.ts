import { words } from './words';
import { test } from './engine-fixtures';
import { DEMO_PASSWORD } from './engine-person';

/**
 * Sign-up's digit masks in WebKit (every iPhone browser) and Gecko: the field masks each change
 * itself and puts the caret back after the digit typed (src/features/auth/digit-mask.ts,
 * decision 056), which each engine does its own way.
 */

// WebDriver's keys (WebDriver spec, "Keyboard actions").
const HOME = '\uE011';
const RIGHT = '\uE014';
const BACKSPACE = '\uE003';

test('회원가입 2단계: 생년월일과 휴대폰 번호는 숫자만 받고, 가운데를 고쳐도 커서가 제자리에 있다', async ({
  person,
}) => {
  await person.open('/signup/basic');
  await person.type({ role: 'textbox', name: words.login.id }, 'maskcheck1');
  await person.tap({ role: 'button', name: words.signup.checkId });
  await person.seesText(words.signup.idFree);
  await person.type({ label: words.login.password }, DEMO_PASSWORD);
  await person.type({ label: words.signup.confirm }, DEMO_PASSWORD);
  await person.tap({ role: 'button', name: words.signup.next });
  await person.isAt('/signup/extra');

  const birth = { role: 'textbox', name: words.signup.birth } as const;
  await person.type(birth, '1995ab0721');
  await person.seesValue(words.signup.birth, '1995-07-21');
  // A digit typed inside the full field replaces the one after the caret...
  await person.type(birth, `${HOME}${RIGHT}${RIGHT}8`);
  await person.seesValue(words.signup.birth, '1985-07-21');
  // ...a backspace just after a dash leaves the digits, and the caret before the dash...
  await person.type(birth, `${RIGHT}${RIGHT}${BACKSPACE}`);
  await person.seesValue(words.signup.birth, '1985-07-21');
  // ...so the next digit lands there, replacing the month's first.
  await person.type(birth, '1');
  await person.seesValue(words.signup.birth, '1985-17-21');

  await person.type({ role: 'textbox', name: words.signup.phone }, '010-x1234 5678');
  await person.seesValue(words.signup.phone, '010-1234-5678');
});
