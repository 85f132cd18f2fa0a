import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { ContractListItem } from '@/shared/api/wire/schemas';

export const CONTRACTS_URL = 'http://localhost/api/v1/contracts';

/** A list item as a server sends it; `id` and overrides vary what a test needs. */
export const listItem = (
  id: number,
  overrides: Partial<ContractListItem> = {},
): ContractListItem => ({
  contractId: id,
  copyright: { name: `노래 ${id}`, imageUrl: `https://cdn.example/${id}.png` },
  loanAmount: 1_000_000,
  expirationTime: '2099-01-01T00:00:00.000Z',
  repaymentCount: 6,
  interestRate: 0.1,
  progress: '10',
  ...overrides,
});

/** Answers the list call with `contracts` and records each call's searchFilter. */
export function answerContracts(contracts: ContractListItem[]) {
  const filters: (string | null)[] = [];
  server.use(
    http.get(CONTRACTS_URL, ({ request }) => {
      filters.push(new URL(request.url).searchParams.get('searchFilter'));
      return HttpResponse.json({ success: true, data: { contracts } });
    }),
  );
  return filters;
}
