import { useSearchParams } from 'react-router-dom';
import type { RepaymentStatus } from '@/shared/api/wire/enums';
import { repaymentTabs, TAB_PARAM, tabFromParam } from '@/features/settlement/lib/repayment-tabs';

/** The selected tab lives in the address so a reload or coming back shows the same tab. */
export function useRepaymentTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromParam(searchParams.get(TAB_PARAM));

  const select = (status: RepaymentStatus) => {
    const next = repaymentTabs.find((t) => t.status === status) ?? repaymentTabs[0];
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(TAB_PARAM, next.param);
        return params;
      },
      // Switching tabs is not a step back should undo; back leaves the screen.
      { replace: true },
    );
  };

  return { tab, select };
}
