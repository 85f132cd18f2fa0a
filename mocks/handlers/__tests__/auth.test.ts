import { suiteWatch } from '@/test/contract-watch';

const api = 'http://localhost/api/v1';

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

function signUpForm(overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    loginId: 'newuser1',
    password: 'abc123!',
    job: 'STUDENT',
    birth: '1999-01-31',
    phoneNumber: '010-1111-2222',
    walletAddr: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    name: '홍길동',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

describe('auth handlers', () => {
  it('check-id answers 409 with a Korean message for a taken id and null data for a free one', async () => {
    const taken = await postJson('/users/check-id', { loginId: 'borrower1' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      success: false,
      error: { code: 'DUPLICATE_LOGIN_ID', message: '중복된 아이디입니다.' },
    });
    const free = await postJson('/users/check-id', { loginId: 'fresh99' });
    expect(free.status).toBe(200);
    expect(await free.json()).toEqual({ success: true, data: null });
  });

  it('check-id refuses an id that breaks the rules with 400', async () => {
    const response = await postJson('/users/check-id', { loginId: 'NoDigits' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/영문 소문자와 숫자/);
  });

  it('logs the demo accounts in and refuses a wrong password with 401', async () => {
    const good = await postJson('/auth/login', { loginId: 'investor1', password: 'demo1234!' });
    const body = await good.json();
    expect(good.status).toBe(200);
    expect(typeof body.data.accessToken).toBe('string');
    expect(typeof body.data.refreshToken).toBe('string');

    const bad = await postJson('/auth/login', { loginId: 'investor1', password: 'wrong1!' });
    expect(bad.status).toBe(401);
    expect((await bad.json()).error.message).toBe('아이디 혹은 비밀번호를 다시 확인해주세요.');
    const unknown = await postJson('/auth/login', { loginId: 'nobody1', password: 'demo1234!' });
    expect(unknown.status).toBe(401);
  });

  it('signs up with a multipart form, returns tokens, and the new account can log in', async () => {
    const response = await fetch(`${api}/auth/sign-up`, { method: 'POST', body: signUpForm() });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.accessToken).toEqual(expect.any(String));

    const me = await fetch(`${api}/me/copyrights`, {
      headers: { Authorization: `Bearer ${data.accessToken}` },
    });
    expect(me.status).toBe(200);
    expect((await me.json()).data.copyrights).toEqual([]);

    const login = await postJson('/auth/login', { loginId: 'newuser1', password: 'abc123!' });
    expect(login.status).toBe(200);
    const again = await fetch(`${api}/auth/sign-up`, { method: 'POST', body: signUpForm() });
    expect(again.status).toBe(409);
  });

  it.each([
    [{ password: 'nospecial1' }, /비밀번호/],
    [{ job: 'PIRATE' }, /직업/],
    [{ birth: '1999-02-30' }, /생년월일/],
    [{ phoneNumber: '01011' }, /휴대폰/],
    [{ walletAddr: '' }, /지갑 주소를 입력/],
    [{ walletAddr: 'hello' }, /0x 다음에 숫자와 영문 a~f로 된 40자리/],
    // EIP-55's test address with one letter's case changed: its checksum no longer holds.
    [{ walletAddr: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }, /다시 복사해 붙여넣어/],
    [{ name: '이름이열글자를넘는이름입니다' }, /이름/],
    [{ loginId: 'UPPER1' }, /아이디/],
  ])('refuses sign-up %p with 400 and a Korean message', async (overrides, message) => {
    const response = await fetch(`${api}/auth/sign-up`, {
      method: 'POST',
      body: signUpForm(overrides),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.error.message).toMatch(message);
    // The address's shape is in the document too: a request that breaks it leaves the contract,
    // which is what this test sends on purpose; nothing else may.
    for (const left of await suiteWatch.take()) {
      expect(left).toMatch(/^request POST \/auth\/sign-up form at \/walletAddr: pattern/);
    }
  });

  it('state resets between tests: the account made above is gone', async () => {
    const response = await postJson('/users/check-id', { loginId: 'newuser1' });
    expect(response.status).toBe(200);
  });
});
