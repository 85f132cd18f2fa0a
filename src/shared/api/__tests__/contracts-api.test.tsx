import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { CAUSE_MESSAGES, errorMessage } from '@/shared/api/api-error';
import { contractsApi, useGetContractQuery } from '@/shared/api/contracts-api';
import type { AppStore } from '@/app/store';
import { apiRoot } from '@/shared/config/env';
import type { ContractDetail, ContractListResponse } from '@/shared/api/wire/schemas';
import {
  answer,
  expectOneGet,
  itHandlesBadAnswers,
  ok,
  settle,
  storeLoggedInAs,
  storeWithToken,
} from './endpoint-harness';
import { contractDetail } from './fixtures';
import { expectWarnings } from '@/test/console';

const getContract = (store: AppStore, contractId: number) =>
  settle(store.dispatch(contractsApi.endpoints.getContract.initiate(contractId)));

describe('GET /contracts/{contractId} (getContract)', () => {
  it('asks for that contract and returns its detail', async () => {
    await expectOneGet('/contracts/7', (store) => getContract(store, 7), contractDetail);
  });

  it('gives the copyright streamingUrls as a list when the server sends one string', async () => {
    answer(
      'get',
      '/contracts/7',
      ok({
        ...contractDetail,
        copyright: {
          ...contractDetail.copyright,
          streamingUrls: 'https://a.example,https://b.example',
        },
      }),
    );

    const { data } = await getContract(storeWithToken(), 7);

    expect((data as typeof contractDetail).copyright.streamingUrls).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  itHandlesBadAnswers('get', '/contracts/7', (store) => getContract(store, 7), [
    ['no progress', { ...contractDetail, progress: undefined }],
    [
      'an unreadable remaining amount',
      { ...contractDetail, progress: { currentProgress: '37.5', remainingInvestingMoney: 'n/a' } },
    ],
    [
      'an unreadable interest rate',
      { ...contractDetail, contract: { ...contractDetail.contract, interestRate: 'high' } },
    ],
    ['an array instead of an object', [contractDetail]],
    ['null', null],
  ]);

  it('reads an open contract of the demo backend', async () => {
    const store = await storeLoggedInAs('investor1');
    const open = await fetch(`${apiRoot}/contracts`).then(
      (response) => response.json() as Promise<{ data: ContractListResponse }>,
    );
    const [first] = open.data.contracts;

    const { data, error } = await getContract(store, first.contractId);

    expect(error).toBeUndefined();
    const detail = data as ContractDetail;
    expect(detail.copyright.title).toBe(first.copyright.name);
    expect(detail.contract.loanAmount).toBe(first.loanAmount);
    expect(Array.isArray(detail.copyright.streamingUrls)).toBe(true);
  });
});

function ContractTitle({ contractId }: { contractId: number }) {
  const { data, error, isLoading } = useGetContractQuery(contractId);
  if (isLoading) return <p role="status">데이터를 불러오는 중...</p>;
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  return <h1>{data?.copyright.title}</h1>;
}

describe('a hook fed a malformed response', () => {
  it('exposes the handled error instead of crashing', async () => {
    expectWarnings(
      'Response of getContract is not usable: contract.loanAmount is not an amount of won',
    );
    answer(
      'get',
      '/contracts/7',
      ok({ ...contractDetail, contract: { ...contractDetail.contract, loanAmount: 'abc' } }),
    );

    renderApp(<ContractTitle contractId={7} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(CAUSE_MESSAGES.server);
  });

  it('shows the data of a well-formed response', async () => {
    answer('get', '/contracts/7', ok(contractDetail));

    renderApp(<ContractTitle contractId={7} />);

    expect(await screen.findByRole('heading', { name: '여름 밤' })).toBeInTheDocument();
  });
});
