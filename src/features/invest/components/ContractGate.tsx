import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useGetContractQuery } from '@/shared/api/contracts-api';
import type { ContractDetail } from '@/shared/api/wire/schemas';
import { ApiErrorState, ErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';

export const INVALID_ID_MESSAGE = '계약 정보를 찾을 수 없습니다. 주소를 확인해주세요.';
const CONTRACT_NOT_FOUND = '계약 정보를 찾을 수 없습니다.';

export interface ContractGateProps {
  contractId: number | null;
  children: (detail: ContractDetail, contractId: number) => ReactNode;
}

/** Loads one contract and shows its loading and error states; the page renders the rest. */
export function ContractGate({ contractId, children }: ContractGateProps) {
  const { data, isFetching, isError, error, refetch } = useGetContractQuery(
    contractId ?? skipToken,
  );
  if (contractId === null) return <ErrorState message={INVALID_ID_MESSAGE} />;
  // A failed refetch keeps showing what was loaded (a dialog on the page may depend on it).
  if (isError && !data) {
    return (
      <ApiErrorState
        error={error}
        notFound={CONTRACT_NOT_FOUND}
        onRetry={isFetching ? undefined : refetch}
      />
    );
  }
  if (!data) return <PageLoader />;
  return children(data, contractId);
}
