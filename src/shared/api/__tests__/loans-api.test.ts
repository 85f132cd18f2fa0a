import type { AppStore } from '@/app/store';
import { apiRoot } from '@/shared/config/env';
import { loansApi } from '@/shared/api/loans-api';
import type { MyNftListResponse, NftDetail } from '@/shared/api/wire/schemas';
import type { LoanInfo } from '@/shared/api/wire/loan-schemas';
import { expectOneGet, itHandlesBadAnswers, settle, storeLoggedInAs } from './endpoint-harness';
import { loanInfo } from './fixtures';

const getLoanInfo = (store: AppStore, contractId: number) =>
  settle(store.dispatch(loansApi.endpoints.getLoanInfo.initiate(contractId)));

describe('GET /contracts/{contractId}/loans/info (getLoanInfo)', () => {
  it('asks for the loan conditions of that contract', async () => {
    await expectOneGet('/contracts/7/loans/info', (store) => getLoanInfo(store, 7), loanInfo);
  });

  itHandlesBadAnswers('get', '/contracts/7/loans/info', (store) => getLoanInfo(store, 7), [
    ['no loan condition', { ...loanInfo, loanCondition: undefined }],
    ['a maximum in words', { ...loanInfo, maximumLoanAmount: '350만' }],
    [
      'an unreadable overdue rate',
      { ...loanInfo, loanCondition: { ...loanInfo.loanCondition, overdueRate: '5퍼센트' } },
    ],
  ]);

  it('reads the conditions of a registered copyright from the demo backend', async () => {
    const store = await storeLoggedInAs('borrower1');
    const headers = { Authorization: `Bearer ${store.getState().session.accessToken}` };
    const mine = (await fetch(`${apiRoot}/me/copyrights?status=REGISTERED`, { headers }).then(
      (response) => response.json(),
    )) as { data: MyNftListResponse };
    const [first] = mine.data.copyrights;
    const detail = (await fetch(`${apiRoot}/copyrights/${first.copyrightId}`, { headers }).then(
      (response) => response.json(),
    )) as { data: NftDetail };

    const { data, error } = await getLoanInfo(store, detail.data.contractId!);

    expect(error).toBeUndefined();
    const info = data as LoanInfo;
    expect(info.copyright).toMatchObject({ copyrightId: first.copyrightId, title: first.title });
    expect(info.loanCondition.loanType).toBe('만기일시상환');
    expect(info.maximumLoanAmount).toBeGreaterThanOrEqual(info.minimumLoanAmount);
  });
});
