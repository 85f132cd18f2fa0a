import { useGetMyCopyrightsQuery, useGetMyInvestCopyrightsQuery } from '@/shared/api/my-nfts-api';
import type { MyNftQuery } from '@/features/my-nft/my-nft-query';

/** The list of the chosen tab; only that tab's call is made. */
export function useMyNftList({ tab, status }: MyNftQuery) {
  const issued = useGetMyCopyrightsQuery(status, { skip: tab !== 'issued' });
  const invested = useGetMyInvestCopyrightsQuery(status, { skip: tab !== 'invested' });
  return tab === 'issued' ? issued : invested;
}
