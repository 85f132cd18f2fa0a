import { useCallback, useState } from 'react';
import { api } from '@/shared/api/api';
import { contractsApi } from '@/shared/api/contracts-api';
import { NOT_SEEN_YET, type Sighting } from '@/shared/api/money-outcome';
import { useMoneyRequest } from '@/shared/hooks/use-money-request';
import { useAppDispatch, useAppStore } from '@/shared/store/hooks';
import { investedTags, useInvestMutation } from '@/features/invest/api';

/**
 * The confirm → invest → result flow. When the answer is lost the contract is read again and
 * compared with what this screen knew before sending: its remaining amount fell by exactly this
 * investment (done); anything else is not seen yet (unchanged: it may still arrive; changed by
 * another amount: other investors may have invested meanwhile, so nothing is guessed).
 */
export function useInvestSubmit(contractId: number, amount: number) {
  const [invest] = useInvestMutation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const money = useMoneyRequest('invest');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [invested, setInvested] = useState(false);
  const { send, isRunning } = money;

  const confirm = useCallback(async () => {
    const selectContract = contractsApi.endpoints.getContract.select(contractId);
    const before = selectContract(store.getState()).data?.progress.remainingInvestingMoney;
    const recheck = async (): Promise<Sighting<null>> => {
      if (before === undefined) return NOT_SEEN_YET;
      const fresh = await dispatch(
        contractsApi.endpoints.getContract.initiate(contractId, {
          forceRefetch: true,
          subscribe: false,
        }),
      ).unwrap();
      const fell = before - fresh.progress.remainingInvestingMoney;
      return fell === amount ? { seen: true, data: null } : NOT_SEEN_YET;
    };
    const outcome = await send(
      { send: () => invest({ contractId, investment: amount }).unwrap(), recheck },
      () => setInvested(true),
    );
    if (!outcome) return;
    // Found done on a look, or maybe done later: the mutation itself failed, so nothing was
    // invalidated yet.
    if (outcome.kind === 'done' || outcome.kind === 'unconfirmed') {
      dispatch(api.util.invalidateTags(investedTags(contractId)));
    }
    setConfirmOpen(false);
  }, [send, store, dispatch, invest, contractId, amount]);

  return {
    busy: money.busy,
    notice: money.notice,
    /** Off for good once the investment is done or may still be done. */
    closed: invested || money.unconfirmed,
    confirmOpen,
    openConfirm: () => setConfirmOpen(true),
    cancelConfirm: () => {
      if (!isRunning()) setConfirmOpen(false);
    },
    confirm,
    invested,
    shown: money.shown,
    clearShown: money.clearShown,
  };
}
