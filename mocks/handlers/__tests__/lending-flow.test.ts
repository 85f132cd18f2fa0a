import { api, bearer, loginAs, offContract, postJson } from './client';

interface ListItem {
  contractId: number;
  loanAmount: number;
  progress: string;
}

describe('borrowing and investing over HTTP', () => {
  it('opens funding on agreement, refuses bad investments and starts the loan when full', async () => {
    const borrower = await loginAs('borrower1');
    const investor = await loginAs('investor1');
    const mine = await (
      await fetch(`${api}/me/copyrights?status=REGISTERED`, { headers: bearer(borrower) })
    ).json();
    const { copyrightId } = mine.data.copyrights[0];
    const { contractId } = (await (await fetch(`${api}/copyrights/${copyrightId}`)).json()).data;

    const info = (await (await fetch(`${api}/contracts/${contractId}/loans/info`)).json()).data;
    expect(info.minimumLoanAmount).toBe(10_000);
    const check = await fetch(`${api}/contracts/${contractId}/loans/check?amount=1200000&count=3`);
    expect((await check.json()).data.loanCondition).toMatchObject({
      loanAmount: 1_200_000,
      repaymentCount: 3,
      loanType: '만기일시상환',
      // monthly = 1,200,000 × bps / 120,000 = 10 × bps, in whole won
      totalPayment: 1_200_000 + 10 * Math.round(info.loanCondition.interestRate * 10_000) * 3,
    });
    const tooBig = await fetch(
      `${api}/contracts/${contractId}/loans/check?amount=${info.maximumLoanAmount + 10_000}&count=3`,
    );
    expect(tooBig.status).toBe(400);

    expect(
      (
        await postJson(
          `/contracts/${contractId}/loans/agreement`,
          { loanAmount: 1_200_000, repaymentCount: 3 },
          investor,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await postJson(
          `/contracts/${contractId}/loans/agreement`,
          { loanAmount: 1_200_000, repaymentCount: 3 },
          borrower,
        )
      ).status,
    ).toBe(200);

    const list: ListItem[] = (await (await fetch(`${api}/contracts`)).json()).data.contracts;
    expect(list.find((item) => item.contractId === contractId)).toMatchObject({
      loanAmount: 1_200_000,
      progress: '0',
    });

    const own = await postJson(`/contracts/${contractId}/invest`, { investment: 10_000 }, borrower);
    expect((await own.json()).error.message).toBe('본인의 대출 계약에는 투자할 수 없습니다.');
    const over = await postJson(
      `/contracts/${contractId}/invest`,
      { investment: 1_200_001 },
      investor,
    );
    expect(over.status).toBe(400);
    expect((await over.json()).error.message).toContain('남은 모집 금액');

    expect(
      (await postJson(`/contracts/${contractId}/invest`, { investment: 450_000 }, investor)).status,
    ).toBe(200);
    const detail = (await (await fetch(`${api}/contracts/${contractId}`)).json()).data;
    expect(detail.progress).toEqual({ currentProgress: '37.5', remainingInvestingMoney: 750_000 });

    expect(
      (await postJson(`/contracts/${contractId}/invest`, { investment: 750_000 }, investor)).status,
    ).toBe(200);
    const running = await (
      await fetch(`${api}/me/invest/copyrights?status=COMPLETED`, { headers: bearer(investor) })
    ).json();
    expect(
      running.data.copyrights.map((item: { copyrightId: number }) => item.copyrightId),
    ).toContain(copyrightId);
    const confirmed = (
      await (
        await fetch(`${api}/me/contracts/confirmed?status=UPCOMING&role=BORROWER`, {
          headers: bearer(borrower),
        })
      ).json()
    ).data;
    const rounds = confirmed.repaymentSchedules.repaymentScheduleList.filter(
      (item: { nftName: string }) => item.nftName === detail.copyright.title,
    );
    expect(rounds.map((item: { round: number }) => item.round)).toEqual([1, 2, 3]);
  });

  it('answers unknown filters, statuses and ids with Korean errors', async () => {
    const token = await loginAs('investor1');
    expect(
      (await (await fetch(`${api}/contracts?searchFilter=CHEAP`, { headers: offContract })).json())
        .error.message,
    ).toBe('알 수 없는 검색 조건입니다.');
    expect((await fetch(`${api}/contracts/99999`)).status).toBe(404);
    expect(
      (
        await fetch(`${api}/me/contracts/confirmed?status=LATE&role=LENDER`, {
          headers: { ...bearer(token), ...offContract },
        })
      ).status,
    ).toBe(400);
  });

  it('values a song for a signed-in user', async () => {
    const token = await loginAs('borrower1');
    const response = await postJson(
      '/copyrights/predict',
      {
        title: '곡',
        singers: ['가'],
        composers: ['나'],
        lyricists: ['다'],
        streamingUrls: ['https://a.example'],
        isRegistered: false,
      },
      token,
    );
    const { data } = await response.json();
    expect(data).toEqual({ ethPrice: expect.any(Number), wonPrice: expect.any(Number) });
    expect(data.ethPrice).toBeCloseTo(data.wonPrice / 4_500_000, 4);
  });
});
