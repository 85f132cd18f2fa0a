import { startTransition, useEffect, useState } from 'react';
import { contractsApi } from '@/shared/api/contracts-api';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { useAppDispatch } from '@/shared/store/hooks';

/** The most loans whose details the search asks for, and how many calls it keeps in flight. */
export const MAX_SINGER_LOOKUPS = 40;
const AT_ONCE = 4;

/** By loan: its singers, or null when its details failed (it is searched by title alone). */
export type LoanSingers = ReadonlyMap<number, readonly string[] | null>;
const NONE_YET: LoanSingers = new Map();

/**
 * The singers of the open loans, from each loan's details (the list has titles only): bounded
 * (the first MAX_SINGER_LOOKUPS loans), four calls at a time, cached by RTK Query while the
 * search screen is open and a minute after. Results by title never wait for them: they join the
 * results as they arrive. A loan whose details fail is searched by its title alone.
 */
export function useLoanSingers(items: readonly ContractListItem[]) {
  const dispatch = useAppDispatch();
  const [singers, setSingers] = useState(NONE_YET);
  const ids = items
    .slice(0, MAX_SINGER_LOOKUPS)
    .map((item) => item.contractId)
    .join(',');

  useEffect(() => {
    const wanted = ids ? ids.split(',').map(Number) : [];
    const calls: Array<{ unsubscribe: () => void }> = [];
    let started = 0;
    let stopped = false;
    const settle = (contractId: number, names: readonly string[] | null) =>
      // Not urgent: a keystroke's results go first.
      startTransition(() => setSingers((known) => new Map(known).set(contractId, names)));
    const startNext = () => {
      if (stopped || started >= wanted.length) return;
      const contractId = wanted[started++];
      const call = dispatch(contractsApi.endpoints.getContract.initiate(contractId));
      calls.push(call);
      call
        .unwrap()
        .then(
          (detail) => detail.copyright.singers,
          () => null,
        )
        .then((names) => {
          if (stopped) return;
          settle(contractId, names);
          startNext();
        });
    };
    for (let i = 0; i < AT_ONCE; i += 1) startNext();
    return () => {
      stopped = true;
      for (const call of calls) call.unsubscribe();
    };
  }, [dispatch, ids]);

  const loadingSingers = ids !== '' && ids.split(',').some((id) => !singers.has(Number(id)));
  return { singers, loadingSingers };
}
