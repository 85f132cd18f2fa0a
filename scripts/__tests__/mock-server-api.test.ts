import {
  api,
  bearer,
  json,
  loginAs,
  MP3,
  PNG,
  postJson,
  serveDemoOverHttp,
} from './mock-server-harness';

/** The demo backend's API over real HTTP (`npm run mock:server`). */
serveDemoOverHttp();

describe('auth', () => {
  it('logs in with tokens and refuses a wrong password with the 401 envelope', async () => {
    const ok = await postJson('/auth/login', { loginId: 'investor1', password: 'demo1234!' });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({
      success: true,
      data: { accessToken: expect.any(String), refreshToken: expect.any(String) },
    });

    const wrong = await postJson('/auth/login', { loginId: 'investor1', password: 'wrong123!' });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({
      success: false,
      error: {
        code: 'INVALID_CREDENTIALS',
        message: '아이디 혹은 비밀번호를 다시 확인해주세요.',
      },
    });
  });

  it('answers 409 for a taken id and 200 for a free one', async () => {
    const taken = await postJson('/users/check-id', { loginId: 'borrower1' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error).toEqual({
      code: 'DUPLICATE_LOGIN_ID',
      message: '중복된 아이디입니다.',
    });
    expect((await postJson('/users/check-id', { loginId: 'newbie7' })).status).toBe(200);
  });
});

describe('contracts and investing', () => {
  it('filters the list, shows a contract and its invest info, and takes an investment', async () => {
    const short = await fetch(api('/contracts?searchFilter=SHORT_TERM'));
    expect(short.status).toBe(200);
    const { contracts } = (await json(short)).data as {
      contracts: { contractId: number; repaymentCount: number }[];
    };
    expect(contracts.length).toBeGreaterThan(0);
    contracts.forEach((item) => expect(item.repaymentCount).toBeLessThanOrEqual(6));
    expect((await fetch(api('/contracts?searchFilter=CHEAP'))).status).toBe(400);

    const { contractId } = contracts[0];
    const detail = await fetch(api(`/contracts/${contractId}`));
    expect(detail.status).toBe(200);
    expect((await json(detail)).data).toMatchObject({
      contract: { repaymentCount: contracts[0].repaymentCount },
      copyright: { type: '음원' },
      progress: { remainingInvestingMoney: expect.any(Number) },
    });

    const info = await fetch(api(`/contracts/${contractId}/invest`));
    expect(info.status).toBe(200);
    const { minimumLoanAmount } = (await json(info)).data;
    expect(minimumLoanAmount).toBeGreaterThan(0);

    const investor = await loginAs('investor1');
    const confirmed = () =>
      fetch(api('/me/contracts/confirmed'), { headers: bearer(investor) }).then(json);
    const before = (await confirmed()).data.cash;

    expect((await postJson(`/contracts/${contractId}/invest`, { investment: 1 })).status).toBe(401);
    const invested = await postJson(
      `/contracts/${contractId}/invest`,
      { investment: minimumLoanAmount },
      investor,
    );
    expect(invested.status).toBe(200);
    expect(await json(invested)).toEqual({ success: true, data: null });
    expect((await confirmed()).data.cash).toBe(before - minimumLoanAmount);
  });

  it('lists the lender’s running loans on /me/contracts/confirmed', async () => {
    const investor = await loginAs('investor1');
    const response = await fetch(api('/me/contracts/confirmed?status=UPCOMING&role=LENDER'), {
      headers: bearer(investor),
    });
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toMatchObject({ cash: expect.any(Number), totalContracts: 3 });
    expect(data.repaymentSchedules.repaymentScheduleList.length).toBeGreaterThan(0);
  });
});

describe('my copyrights and NFT registration', () => {
  it('needs a bearer token', async () => {
    const anonymous = await fetch(api('/me/copyrights'));
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({
      success: false,
      error: { code: 'UNAUTHORIZED' },
    });
  });

  it('registers an NFT from a multipart upload and lists it as mine', async () => {
    const token = await loginAs('borrower1');
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'cover.png');
    form.append('audio', new Blob([MP3], { type: 'audio/mpeg' }), 'song.mp3');
    form.append(
      'nftCreateRequest',
      new Blob(
        [
          JSON.stringify({
            title: '서버 노래',
            singers: ['가수'],
            composers: ['작곡가'],
            lyricists: ['작사가'],
            streamingUrls: ['https://music.example.com/server'],
            isRegistered: false,
            ethPrice: 3.1,
          }),
        ],
        { type: 'application/json' },
      ),
    );
    const created = await fetch(api('/nfts'), {
      method: 'POST',
      body: form,
      headers: bearer(token),
    });
    expect(created.status).toBe(200);
    const { copyrightId } = (await json(created)).data;
    expect(copyrightId).toEqual(expect.any(Number));

    const mine = await fetch(api('/me/copyrights'), { headers: bearer(token) });
    expect(mine.status).toBe(200);
    expect((await json(mine)).data.copyrights[0]).toEqual({
      copyrightId,
      imageUrl: expect.stringMatching(/^data:image\/png;base64,/),
      title: '서버 노래',
      status: 'REGISTERED',
      progress: 0,
    });
  });
});
