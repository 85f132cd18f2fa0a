import { useGetMyCopyrightsQuery } from '@/shared/api/my-nfts-api';
import type { NftStatus } from '@/shared/api/wire/enums';

export type LoanEligibility =
  | { kind: 'checking' }
  | { kind: 'unknown'; error: unknown; retry: () => void }
  | { kind: 'not-owner' }
  | { kind: 'owner'; status: NftStatus };

/**
 * Whether the user may apply for a loan on this NFT. The NFT detail carries no status, so it
 * comes from the 'issued by me' list (the same cached call my music makes): only the owner's
 * REGISTERED NFT can take a new loan (a contract already funding or repaying cannot).
 */
export function useLoanEligibility(copyrightId: number): LoanEligibility {
  const { currentData, error, isError, isFetching, refetch } = useGetMyCopyrightsQuery(undefined);
  if (isError && !isFetching) return { kind: 'unknown', error, retry: () => void refetch() };
  if (!currentData) return { kind: 'checking' };
  const mine = currentData.copyrights.find((item) => item.copyrightId === copyrightId);
  return mine ? { kind: 'owner', status: mine.status } : { kind: 'not-owner' };
}
