import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@/shared/api/api';
import { myNftApi } from '@/shared/api/my-nfts-api';
import { NOT_SEEN_YET, type Sighting } from '@/shared/api/money-outcome';
import { paths } from '@/shared/config/paths';
import { useMoneyRequest } from '@/shared/hooks/use-money-request';
import { paperKept } from '@/shared/papers/papers-slice';
import { paperIdOf, type SignedContractCopy } from '@/shared/papers/signed-contracts';
import { useAppDispatch } from '@/shared/store/hooks';
import { agreedTags, useSubmitLoanAgreementMutation } from '@/features/loan/api';
import { clearLoanTerms, type StoredLoanTerms } from '@/features/loan/loan-terms';

/** What the borrower signed, kept on the phone once the server has the agreement. */
export type SignedDocument = Pick<
  SignedContractCopy,
  'signerName' | 'signature' | 'borrowerName' | 'terms'
>;

/**
 * The signed contract's one call; once it is done, a copy of the document is kept on the phone
 * (내 지갑's 내 계약서). A copy is kept only of what the server is known to have taken. When its answer is lost, the borrower's copyright is looked up:
 * it left REGISTERED (funding opened: done); still REGISTERED, missing or unreadable is not seen yet.
 */
export function useAgreementSubmit(copyrightId: number, contractId: number) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [submitAgreement] = useSubmitLoanAgreementMutation();
  const money = useMoneyRequest('agreement');
  // From the agreement's answer until its copy is written: the screen stays (a page left at once
  // could end the write) and its button stays disabled.
  const [keeping, setKeeping] = useState(false);

  const recheck = async (): Promise<Sighting<null>> => {
    const { copyrights } = await dispatch(
      myNftApi.endpoints.getMyCopyrights.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    ).unwrap();
    const status = copyrights.find((item) => item.copyrightId === copyrightId)?.status;
    return status === 'INVESTING' || status === 'COMPLETED'
      ? { seen: true, data: null }
      : NOT_SEEN_YET;
  };

  const submit = async (terms: StoredLoanTerms, signed: SignedDocument) => {
    const outcome = await money.send(
      {
        send: () =>
          submitAgreement({
            contractId,
            loanAmount: terms.amount,
            repaymentCount: terms.count,
          }).unwrap(),
        recheck,
      },
      () => {
        const signedAt = new Date().toISOString();
        const paperId = paperIdOf(contractId, signedAt);
        setKeeping(true);
        // Kept or not (the wallet says so), the agreement is done and the borrower moves on.
        void dispatch(paperKept({ ...signed, paperId, contractId, copyrightId, signedAt })).finally(
          () => {
            clearLoanTerms(contractId);
            navigate(paths.myNft(), { replace: true });
          },
        );
      },
    );
    if (outcome?.kind === 'done' || outcome?.kind === 'unconfirmed') {
      dispatch(api.util.invalidateTags(agreedTags(contractId)));
    }
  };

  return {
    submit,
    busy: money.busy || keeping,
    notice: money.notice,
    shown: money.shown,
    unconfirmed: money.unconfirmed,
  };
}
