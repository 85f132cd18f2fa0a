import { useCallback, useState } from 'react';
import { api } from '@/shared/api/api';
import { contractsApi } from '@/shared/api/contracts-api';
import { sendMoneyRequest, type Recheck } from '@/shared/api/money-outcome';
import { useSingleFlight } from '@/shared/hooks/use-single-flight';
import { useAppDispatch, useAppStore } from '@/shared/store/hooks';
import { investedTags, useInvestMutation } from '@/features/invest/api';

export type InvestResult =
  | { kind: 'success' }
  /** Refused, or the answer was lost and the re-check found nothing invested (`checked`). */
  | { kind: 'failure'; error: unknown; checked: boolean }
  /** The answer was lost and the server could not say: investing again might invest twice. */
  | { kind: 'unknown' };

/**
 * The confirm → invest → result flow. When the answer is lost the contract is read again: its
 * remaining amount fell by exactly this investment (done), did not move (not done), or moved by
 * something else, or could not be read (unknown: other investors may have invested meanwhile).
 */
export function useInvestSubmit(contractId: number, amount: number) {
  const [invest] = useInvestMutation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { run, finish, busy, slow, isRunning } = useSingleFlight();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [result, setResult] = useState<InvestResult | null>(null);

  const confirm = useCallback(
    () =>
      run(async () => {
        const selectContract = contractsApi.endpoints.getContract.select(contractId);
        const before = selectContract(store.getState()).data?.progress.remainingInvestingMoney;
        const recheck = async (): Promise<Recheck<null>> => {
          if (before === undefined) return { happened: 'unknown' };
          const fresh = await dispatch(
            contractsApi.endpoints.getContract.initiate(contractId, {
              forceRefetch: true,
              subscribe: false,
            }),
          ).unwrap();
          const fell = before - fresh.progress.remainingInvestingMoney;
          if (fell === amount) return { happened: true, data: null };
          if (fell === 0) return { happened: false };
          return { happened: 'unknown' };
        };
        const outcome = await sendMoneyRequest(
          () => invest({ contractId, investment: amount }).unwrap(),
          recheck,
        );
        if (outcome.kind === 'done') {
          finish();
          setResult({ kind: 'success' });
        } else if (outcome.kind === 'unknown') setResult({ kind: 'unknown' });
        else {
          setResult({ kind: 'failure', error: outcome.error, checked: outcome.kind === 'notDone' });
        }
        // Found done on re-check: the mutation itself failed, so nothing was invalidated yet.
        if (outcome.kind !== 'refused') dispatch(api.util.invalidateTags(investedTags(contractId)));
        setConfirmOpen(false);
      }),
    [run, finish, store, dispatch, invest, contractId, amount],
  );

  return {
    busy,
    slow,
    confirmOpen,
    openConfirm: () => setConfirmOpen(true),
    cancelConfirm: () => {
      if (!isRunning()) setConfirmOpen(false);
    },
    confirm,
    result,
    clearResult: () => setResult(null),
  };
}
