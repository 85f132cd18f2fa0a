import { startTransition } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RepaymentStatus } from '@/shared/api/wire/enums';
import type { RepaymentOrder } from '@/features/settlement/lib/month-groups';

const ORDER_PARAM = 'order';
const SONG_PARAM = 'song';

/** As the server sends them: soonest first while waiting, most recent first once repaid. */
export const defaultOrder = (status: RepaymentStatus): RepaymentOrder =>
  status === 'REPAID' ? 'desc' : 'asc';

/**
 * The list's order and song filter live in the address, as the tab does: a reload, back from a
 * loan's page or a shared link shows the same rounds.
 */
export function useRepaymentViewParams(status: RepaymentStatus) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(ORDER_PARAM);
  const order: RepaymentOrder = asked === 'asc' || asked === 'desc' ? asked : defaultOrder(status);
  const song = params.get(SONG_PARAM) ?? '';
  // In a transition: the field echoes the keystroke natively, the list follows.
  const set = (name: string, value: string) =>
    startTransition(() =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    );
  return {
    order,
    song,
    setOrder: (next: RepaymentOrder) => set(ORDER_PARAM, next === defaultOrder(status) ? '' : next),
    setSong: (next: string) => set(SONG_PARAM, next),
  };
}
