import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@/shared/api/api';
import { errorMessage } from '@/shared/api/api-error';
import { myNftApi } from '@/shared/api/my-nfts-api';
import {
  OUTCOME_UNKNOWN_MESSAGE,
  sendMoneyRequest,
  type Recheck,
} from '@/shared/api/money-outcome';
import { paths } from '@/shared/config/paths';
import { useSingleFlight } from '@/shared/hooks/use-single-flight';
import { useAppDispatch } from '@/shared/store/hooks';
import { agreedTags, useSubmitLoanAgreementMutation } from '@/features/loan/api';
import { clearLoanTerms, type StoredLoanTerms } from '@/features/loan/loan-terms';

export type AgreementProblem =
  | { kind: 'failed'; message: string }
  /** The answer was lost and the server could not say whether the application went in. */
  | { kind: 'unknown'; message: string };

const NOT_SUBMITTED = '대출 신청을 제출하지 못했습니다.';
const CHECKED_NOT_SUBMITTED = '확인해 보니 대출 신청은 접수되지 않았어요. 다시 제출해 주세요.';

/**
 * The signed contract's one call. When its answer is lost, the borrower's copyright is looked up:
 * it left REGISTERED (funding opened: done), it did not (not done), or it could not be read.
 */
export function useAgreementSubmit(copyrightId: number, contractId: number) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [submitAgreement] = useSubmitLoanAgreementMutation();
  const { run, finish, busy, slow } = useSingleFlight();
  const [problem, setProblem] = useState<AgreementProblem | null>(null);

  const recheck = async (): Promise<Recheck<null>> => {
    const { copyrights } = await dispatch(
      myNftApi.endpoints.getMyCopyrights.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    ).unwrap();
    const status = copyrights.find((item) => item.copyrightId === copyrightId)?.status;
    if (status === 'INVESTING' || status === 'COMPLETED') return { happened: true, data: null };
    if (status === 'REGISTERED') return { happened: false };
    return { happened: 'unknown' };
  };

  const submit = (terms: StoredLoanTerms) =>
    run(async () => {
      setProblem(null);
      const outcome = await sendMoneyRequest(
        () =>
          submitAgreement({
            contractId,
            loanAmount: terms.amount,
            repaymentCount: terms.count,
          }).unwrap(),
        recheck,
      );
      if (outcome.kind !== 'refused') dispatch(api.util.invalidateTags(agreedTags(contractId)));
      if (outcome.kind === 'done') {
        finish();
        clearLoanTerms(contractId);
        navigate(paths.myNft(), { replace: true });
      } else if (outcome.kind === 'unknown') {
        setProblem({ kind: 'unknown', message: OUTCOME_UNKNOWN_MESSAGE });
      } else {
        const checked = outcome.kind === 'notDone' ? `${CHECKED_NOT_SUBMITTED} ` : '';
        setProblem({
          kind: 'failed',
          message: `${NOT_SUBMITTED} ${checked}${errorMessage(outcome.error)}`,
        });
      }
    });

  return { submit, busy, slow, problem };
}
