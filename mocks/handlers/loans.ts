import { http } from 'msw';
import { submitAgreement } from '@mocks/db/lending';
import { loanConclusion, loanStatus } from '@mocks/db/settlement';
import { loanCheck, loanInfo, parseAmountCount } from '@mocks/db/loan-views';
import { idParam, readJson, route } from './respond';

const contractIdOf = (params: Parameters<typeof idParam>[0]) =>
  idParam(params, 'contractId', '계약을 찾을 수 없습니다.');

export const loanHandlers = [
  http.get(
    '*/api/v1/contracts/:contractId/loans/info',
    route(({ params, state }) => loanInfo(state, contractIdOf(params))),
  ),

  http.get(
    '*/api/v1/contracts/:contractId/loans/check',
    route(({ params, request, state }) => {
      const { amount, count } = parseAmountCount(new URL(request.url));
      return loanCheck(state, contractIdOf(params), amount, count);
    }),
  ),

  http.get(
    '*/api/v1/contracts/:contractId/loans/agreement',
    route(({ params, request, state }) => {
      const { amount, count } = parseAmountCount(new URL(request.url));
      return loanCheck(state, contractIdOf(params), amount, count);
    }),
  ),

  http.post(
    '*/api/v1/contracts/:contractId/loans/agreement',
    route(async ({ params, request, state, now, user }) => {
      const me = user();
      const contractId = contractIdOf(params);
      const body = await readJson(request);
      submitAgreement(state, contractId, me.userId, body.loanAmount, body.repaymentCount, now);
      return null;
    }),
  ),

  http.get(
    '*/api/v1/contracts/:contractId/loans',
    route(({ params, state, now }) => loanStatus(state, contractIdOf(params), now)),
  ),

  http.get(
    '*/api/v1/contracts/:contractId/loans/conclusion',
    route(({ params, state, now }) => loanConclusion(state, contractIdOf(params), now)),
  ),
];
