import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatWon } from '@/shared/lib/format';
import { FALLBACK_LOAN_AMOUNT, FALLBACK_REPAYMENT_COUNT } from '@/shared/lending/rules';
import type { ReactNode } from 'react';
import { COPYRIGHT_NOT_FOUND } from '@/features/loan/messages';
import type { LoanRouteIds } from '@/features/loan/route-ids';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';
import styles from './MissingTermsNotice.module.css';

/** Shown when no amount/rounds were stored: the figures below are the spec's fallback example. */
export function MissingTermsNotice({
  copyrightId,
  contractId,
  action,
}: {
  copyrightId: number;
  contractId: number;
  action: string;
}) {
  return (
    <Alert severity="warning" className={styles.notice}>
      입력한 희망 대출 정보가 없어 기본 조건({formatWon(FALLBACK_LOAN_AMOUNT)},{' '}
      {FALLBACK_REPAYMENT_COUNT}회)으로 계산했습니다. {action}{' '}
      <Link component={RouterLink} to={paths.loanInfoInput(copyrightId, contractId)}>
        희망 정보 입력하기
      </Link>
    </Alert>
  );
}

interface TermsScreenProps<T> extends LoanRouteIds {
  /** The screen's call of the terms it shows (the stored ones, or the fallback example). */
  call: { data?: T; error?: unknown; isLoading: boolean; refetch: () => unknown };
  /** Another call the screen waits for before it shows anything. */
  waiting?: boolean;
  /** Whether the borrower's own amount and rounds were stored (useLoanTermsArgs). */
  stored: boolean;
  /** What the notice asks for when they were not. */
  action: string;
  children: (data: T) => ReactNode;
}

/**
 * The head the screens after the terms share (confirm, contract): a loader while the call is
 * on its way, its failure said by its cause (a server fault or a lost connection is never "not
 * found"), and the notice when the figures are the fallback example.
 */
export function TermsScreen<T>({
  call,
  waiting = false,
  stored,
  action,
  children,
  ...ids
}: TermsScreenProps<T>) {
  if (call.isLoading || waiting) return <PageLoader />;
  if (!call.data) {
    return (
      <ApiErrorState
        error={call.error}
        notFound={COPYRIGHT_NOT_FOUND}
        onRetry={() => void call.refetch()}
      />
    );
  }
  return (
    <div>
      {stored ? null : <MissingTermsNotice {...ids} action={action} />}
      {children(call.data)}
    </div>
  );
}
