import { object, string } from 'yup';

/** Spec §5 sign-up rules, as plain predicates so fields, buttons and tests share one source. */

export const LOGIN_ID_MAX = 12;
export const PASSWORD_MAX = 20;

export const LOGIN_ID_HINT = '12자 이하/영문,숫자 포함';
export const PASSWORD_HINT = '20자 이하/영문 대소문자,특수문자, 숫자 포함';
export const NAME_HINT = '10자 이내';

const LOGIN_ID_PATTERN = /^(?=.*[a-z])(?=.*\d)[a-z\d]{1,12}$/;
// A letter, a digit and one of ! @ # $ % ^ * + = - (spec §5), 1-20 characters, no whitespace.
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^*+=-])\S{1,20}$/;
const NAME_PATTERN = /^[A-Za-z0-9가-힣]{1,10}$/;
const PHONE_PATTERN = /^01\d-\d{4}-\d{4}$/;
const BIRTH_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isValidLoginId = (value: string) => LOGIN_ID_PATTERN.test(value);
export const isValidPassword = (value: string) => PASSWORD_PATTERN.test(value);
/** Spec §5: an empty name still counts as valid for the hint; the button asks for it separately. */
export const isValidName = (value: string) =>
  value.trim() === '' || NAME_PATTERN.test(value.trim());
export const isValidPhone = (value: string) => PHONE_PATTERN.test(value);

export type BirthProblem = 'incomplete' | 'notADate' | 'notPast' | null;

/** A birth date must be a real calendar date before today (local time) and not absurdly old. */
export function birthProblem(value: string, today: Date = new Date()): BirthProblem {
  const match = BIRTH_PATTERN.exec(value);
  if (!match) return 'incomplete';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real =
    year >= 1900 &&
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day;
  if (!real) return 'notADate';
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return date < startOfToday ? null : 'notPast';
}

export const birthMessages: Record<Exclude<BirthProblem, null>, string> = {
  incomplete: '생년월일 8자리를 입력해주세요.',
  notADate: '존재하지 않는 날짜입니다. 생년월일을 다시 확인해주세요.',
  notPast: '생년월일은 오늘 이전 날짜여야 합니다.',
};

export const PHONE_MESSAGE = '휴대폰 번호를 010-XXXX-XXXX 형식으로 입력해주세요.';

/** Login form: the server decides whether the pair is right; the form only needs both filled. */
export const loginSchema = object({
  loginId: string().trim().required('아이디를 입력해주세요.'),
  password: string().required('비밀번호를 입력해주세요.'),
});
