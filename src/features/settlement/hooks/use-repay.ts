import { useEffect, useRef, useState } from 'react';
import { api } from '@/shared/api/api';
import { useAppDispatch } from '@/shared/store/hooks';

/** Spec §7/§9: the repay button makes no call; it waits this long and refreshes the list. */
export const REPAY_DELAY_MS = 1000;

/**
 * Confirm-then-refresh for the borrower's repay button. While the wait runs every repay button is
 * disabled, and a second confirm is ignored, so a double tap waits (and refreshes) once.
 */
export function useRepay() {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const confirm = () => {
    setConfirming(null);
    if (timer.current) return;
    setWaiting(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setWaiting(false);
      // Every dashboard list on screen (the tab and the chart's months) shows the new state.
      dispatch(api.util.invalidateTags([{ type: 'Confirmed', id: 'LIST' }]));
    }, REPAY_DELAY_MS);
  };

  return {
    /** The schedule whose confirmation is open. */
    confirming,
    waiting,
    ask: (scheduleId: number) => setConfirming(scheduleId),
    cancel: () => setConfirming(null),
    confirm,
  };
}
