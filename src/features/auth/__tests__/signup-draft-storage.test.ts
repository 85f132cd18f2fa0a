import { emptySignupDraft } from '@/features/auth/signup-draft';
import {
  loadSignupDraft,
  saveSignupDraft,
  SIGNUP_DRAFT_KEY,
} from '@/features/auth/signup-draft-storage';

const typed = {
  ...emptySignupDraft,
  loginId: 'newbie7',
  password: 'Abc123!',
  passwordConfirm: 'Abc123!',
  checkedLoginId: 'newbie7',
  birth: '1995-07-21',
  job: 'STUDENT' as const,
};

test('saves every typed field but the password and its confirmation, and reads them back', () => {
  saveSignupDraft(typed);
  expect(sessionStorage.getItem(SIGNUP_DRAFT_KEY)).not.toContain('Abc123!');
  expect(loadSignupDraft()).toEqual({
    loginId: 'newbie7',
    checkedLoginId: 'newbie7',
    birth: '1995-07-21',
    phoneNumber: '',
    job: 'STUDENT',
    walletAddr: '',
    name: '',
  });
});

test('a finished sign-up leaves nothing behind', () => {
  saveSignupDraft(typed);
  saveSignupDraft({ ...emptySignupDraft, completed: true });
  expect(sessionStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
});

test.each([
  ['nothing saved', null, {}],
  ['not JSON', '{oops', {}],
  ['not an object', '"text"', {}],
  [
    'fields of the wrong type or value',
    JSON.stringify({ loginId: 'kept1', birth: 19950721, job: 'PIRATE', password: 'x' }),
    { loginId: 'kept1' },
  ],
])('reads %s as only what can be trusted', (_name, saved, expected) => {
  if (saved !== null) sessionStorage.setItem(SIGNUP_DRAFT_KEY, saved);
  expect(loadSignupDraft()).toEqual(expected);
});

test('a storage that refuses to write throws, so the caller can tell the user', () => {
  const full = {
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  } as unknown as Storage;
  expect(() => saveSignupDraft(typed, full)).toThrow('full');
});
