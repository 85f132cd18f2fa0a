import { words } from './words';
import { test } from './engine-fixtures';
import { DEMO_PASSWORD, type Person } from './engine-person';

/**
 * Sign-up's digit masks in WebKit (every iPhone browser) and Gecko: the field masks each change
 * itself and puts the caret back after the digit typed (src/features/auth/digit-mask.ts,
 * decision 056), which each engine does its own way.
 */

// WebDriver's keys (WebDriver spec, "Keyboard actions").
const HOME = '\uE011';
const RIGHT = '\uE014';
const BACKSPACE = '\uE003';

/** EIP-55's own test address (eips.ethereum.org/EIPS/eip-55). */
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** Step 1 with a fresh id, then on to step 2. */
async function toExtraStep(person: Person, loginId: string) {
  await person.open('/signup/basic');
  await person.type({ role: 'textbox', name: words.login.id }, loginId);
  await person.tap({ role: 'button', name: words.signup.checkId });
  await person.seesText(words.signup.idFree);
  await person.type({ label: words.login.password }, DEMO_PASSWORD);
  await person.type({ label: words.signup.confirm }, DEMO_PASSWORD);
  await person.tap({ role: 'button', name: words.signup.next });
  await person.isAt('/signup/extra');
}

test('회원가입 2단계: 생년월일과 휴대폰 번호는 숫자만 받고, 가운데를 고쳐도 커서가 제자리에 있다', async ({
  person,
}) => {
  await toExtraStep(person, 'maskcheck1');

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

test('회원가입 2단계: 지갑 주소는 이더리움 주소만 받고, 대소문자가 섞인 주소의 오타는 체크섬으로 거른다', async ({
  person,
}) => {
  await toExtraStep(person, 'walletcheck1');
  await person.type({ role: 'textbox', name: words.signup.birth }, '19950721');
  await person.type({ role: 'textbox', name: words.signup.phone }, '01012345678');
  const wallet = { role: 'textbox', name: words.signup.wallet } as const;

  // A word, said once the field is left; what was typed stays.
  await person.type(wallet, 'hello');
  await person.tap({ role: 'textbox', name: words.signup.phone });
  await person.seesText(words.signup.walletFormat);
  await person.seesValue(words.signup.wallet, 'hello');

  // EIP-55's test address with its last letter in the wrong case: a typo the checksum catches.
  await person.type(wallet, `${BACKSPACE.repeat(5)}${ADDRESS.slice(0, -1)}D`);
  await person.seesText(words.signup.walletChecksum);

  // Mended, it is taken, and the name step shows it back shortened.
  await person.type(wallet, `${BACKSPACE}d`);
  await person.seesNoText(words.signup.walletChecksum);
  await person.tap({ role: 'button', name: words.signup.next });
  await person.isAt('/signup/nickname');
  await person.seesText('0x5aAe…eAed');
});
