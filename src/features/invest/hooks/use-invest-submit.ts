import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useInvestMutation } from '../api';

export type InvestResult = { kind: 'success' } | { kind: 'failure'; message: string };

/**
 * The confirm → invest → result flow. A ref guards the call as well as the mutation's
 * isLoading, because two taps in one frame both run before React re-renders the disabled button.
 */
export function useInvestSubmit(contractId: number, amount: number) {
  const [invest, { isLoading }] = useInvestMutation();
  const inFlight = useRef(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [result, setResult] = useState<InvestResult | null>(null);

  const confirm = useCallback(async () => {
    if (inFlight.current || isLoading) return;
    inFlight.current = true;
    try {
      await invest({ contractId, investment: amount }).unwrap();
      setResult({ kind: 'success' });
    } catch (error) {
      setResult({ kind: 'failure', message: errorMessage(error) });
    } finally {
      inFlight.current = false;
      setConfirmOpen(false);
    }
  }, [invest, isLoading, contractId, amount]);

  return {
    busy: isLoading,
    confirmOpen,
    openConfirm: () => setConfirmOpen(true),
    cancelConfirm: () => {
      if (!inFlight.current) setConfirmOpen(false);
    },
    confirm,
    result,
    clearResult: () => setResult(null),
  };
}
