import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatWon } from '@/shared/lib/format';
import { FALLBACK_LOAN_AMOUNT, FALLBACK_REPAYMENT_COUNT } from '@/shared/lending/rules';
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
