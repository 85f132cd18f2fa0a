import { badRequest, DemoError, unauthorized } from './errors';
import { hashPassword, randomHex } from './sha256';
import type { DbState, Job, UserRow } from './types';
import type { Tokens } from '@/shared/api/wire/schemas';
import { cleanWalletAddress, walletMessages, walletProblem } from '@/shared/lib/eth-address';
import { rowWhere } from './row-index';

export const JOBS: readonly Job[] = [
  'COMPANY',
  'SELF_EMPLOYED',
  'FREELANCER',
  'SOLDIER',
  'PUBLIC_OFFICIAL',
  'HOMEMAKER',
  'PROFESSIONAL',
  'STUDENT',
  'UNEMPLOYED',
  'OTHER',
];

/** Demo wallet balance a new sign-up starts with (= the app's per-investment maximum). */
export const SIGN_UP_CASH = 100_000_000;

const LOGIN_ID = /^(?=.*[a-z])(?=.*\d)[a-z\d]{1,12}$/;
const NAME = /^[A-Za-z0-9가-힣]{1,10}$/;
const PHONE = /^(\d{3})-?(\d{4})-?(\d{4})$/;
const BIRTH = /^(\d{4})-?(\d{2})-?(\d{2})$/;

export function loginIdProblem(loginId: unknown): string | null {
  if (typeof loginId !== 'string' || loginId === '') return '아이디를 입력해주세요.';
  if (!LOGIN_ID.test(loginId))
    return '아이디는 12자 이하의 영문 소문자와 숫자를 모두 포함해야 합니다.';
  return null;
}

export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password === '') return '비밀번호를 입력해주세요.';
  if (
    password.length > 20 ||
    /\s/.test(password) ||
    !/[A-Za-z]/.test(password) ||
    !/\d/.test(password) ||
    !/[!@#$%^*+=-]/.test(password)
  ) {
    return '비밀번호는 20자 이하로 영문, 숫자, 특수문자(!@#$%^*+=-)를 모두 포함해야 합니다.';
  }
  return null;
}

export const findUserByLoginId = (state: DbState, loginId: string) =>
  state.users.find((user) => user.loginId === loginId);

export function userById(state: DbState, userId: number): UserRow {
  const user = rowWhere(state.users, 'userId', userId);
  if (!user) throw new DemoError(404, 'NOT_FOUND', '사용자를 찾을 수 없습니다.');
  return user;
}

/** check-id: throws 409 when the id is taken, 400 when it could never be valid. */
export function checkLoginId(state: DbState, loginId: unknown): void {
  const problem = loginIdProblem(loginId);
  if (problem) throw badRequest('INVALID_LOGIN_ID', problem);
  if (findUserByLoginId(state, loginId as string)) {
    throw new DemoError(409, 'DUPLICATE_LOGIN_ID', '중복된 아이디입니다.');
  }
}

export interface SignUpInput {
  loginId: unknown;
  password: unknown;
  job: unknown;
  birth: unknown;
  phoneNumber: unknown;
  walletAddr: unknown;
  name: unknown;
}

function normalizeBirth(birth: unknown, now: Date): string {
  const match = typeof birth === 'string' ? BIRTH.exec(birth.trim()) : null;
  if (!match) throw badRequest('INVALID_BIRTH', '생년월일을 YYYY-MM-DD 형식으로 입력해주세요.');
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const valid =
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d) &&
    Number(y) >= 1900 &&
    date.getTime() <= now.getTime();
  if (!valid) throw badRequest('INVALID_BIRTH', '올바른 생년월일을 입력해주세요.');
  return `${y}-${m}-${d}`;
}

function normalizePhone(phone: unknown): string {
  const match = typeof phone === 'string' ? PHONE.exec(phone.trim()) : null;
  if (!match)
    throw badRequest('INVALID_PHONE', '휴대폰 번호를 010-XXXX-XXXX 형식으로 입력해주세요.');
  return `${match[1]}-${match[2]}-${match[3]}`;
}

export function signUp(state: DbState, input: SignUpInput, now: Date): UserRow {
  const idProblem = loginIdProblem(input.loginId);
  if (idProblem) throw badRequest('INVALID_LOGIN_ID', idProblem);
  const passwordIssue = passwordProblem(input.password);
  if (passwordIssue) throw badRequest('INVALID_PASSWORD', passwordIssue);
  if (typeof input.job !== 'string' || !JOBS.includes(input.job as Job)) {
    throw badRequest('INVALID_JOB', '직업을 선택해주세요.');
  }
  const birth = normalizeBirth(input.birth, now);
  const phoneNumber = normalizePhone(input.phoneNumber);
  // The app's own check (EIP-55 included): the demo refuses what the form refuses.
  const walletText = typeof input.walletAddr === 'string' ? input.walletAddr : '';
  const wallet = walletProblem(walletText);
  if (wallet) throw badRequest('INVALID_WALLET', walletMessages[wallet]);
  const walletAddr = cleanWalletAddress(walletText);
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!NAME.test(name)) {
    throw badRequest('INVALID_NAME', '이름은 10자 이내의 한글, 영문, 숫자로 입력해주세요.');
  }
  checkLoginId(state, input.loginId);
  return addUser(state, {
    loginId: input.loginId as string,
    password: input.password as string,
    name,
    job: input.job as Job,
    birth,
    phoneNumber,
    walletAddr,
    cash: SIGN_UP_CASH,
    createdAt: now.toISOString(),
  });
}

/** A new account: a user row before its id, with the password instead of its hash. */
export type NewUser = Omit<UserRow, 'userId' | 'passwordSalt' | 'passwordHash'> & {
  password: string;
  /** Fixed salt for a deterministic seed; random otherwise. */
  salt?: string;
};

export function addUser(state: DbState, input: NewUser): UserRow {
  const salt = input.salt ?? randomHex(16);
  const user: UserRow = {
    userId: state.nextIds.user,
    loginId: input.loginId,
    passwordSalt: salt,
    passwordHash: hashPassword(salt, input.password),
    name: input.name,
    job: input.job,
    birth: input.birth,
    phoneNumber: input.phoneNumber,
    walletAddr: input.walletAddr,
    cash: input.cash,
    createdAt: input.createdAt,
  };
  state.nextIds.user += 1;
  state.users.push(user);
  return user;
}

export function issueTokens(state: DbState, userId: number, now: Date): Tokens {
  const accessToken = `demo-access.${userId}.${randomHex(16)}`;
  const refreshToken = `demo-refresh.${userId}.${randomHex(16)}`;
  const issuedAt = now.toISOString();
  state.tokens[accessToken] = { userId, kind: 'access', issuedAt };
  state.tokens[refreshToken] = { userId, kind: 'refresh', issuedAt };
  return { accessToken, refreshToken };
}

export function login(state: DbState, loginId: unknown, password: unknown, now: Date): Tokens {
  const user = typeof loginId === 'string' ? findUserByLoginId(state, loginId) : undefined;
  if (
    !user ||
    typeof password !== 'string' ||
    hashPassword(user.passwordSalt, password) !== user.passwordHash
  ) {
    throw new DemoError(401, 'INVALID_CREDENTIALS', '아이디 혹은 비밀번호를 다시 확인해주세요.');
  }
  return issueTokens(state, user.userId, now);
}

/** The user behind `Authorization: Bearer <accessToken>`; 401 when missing or unknown. */
export function userFromAuthHeader(state: DbState, header: string | null): UserRow {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  const row = match ? state.tokens[match[1]] : undefined;
  const user =
    row?.kind === 'access' ? state.users.find((u) => u.userId === row.userId) : undefined;
  if (!user) throw unauthorized();
  return user;
}
