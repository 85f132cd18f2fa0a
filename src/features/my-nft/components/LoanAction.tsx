import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import type { LoanEligibility } from '@/features/my-nft/hooks/use-loan-eligibility';
import styles from './LoanAction.module.css';
import { LoanNotice } from './LoanNotice';

/** The loan-application button, or the reason it is not offered for this NFT. */
export function LoanAction({
  copyrightId,
  contractId,
  eligibility,
}: {
  copyrightId: number;
  contractId: number;
  eligibility: LoanEligibility;
}) {
  switch (eligibility.kind) {
    case 'checking':
      return (
        <Typography role="status" color="textSecondary" className={styles.checking}>
          대출 신청 가능 여부를 확인하는 중...
        </Typography>
      );
    case 'unknown':
      return (
        <LoanNotice alert error={eligibility.error} onRetry={eligibility.retry}>
          대출 신청 가능 여부를 확인하지 못했어요.
        </LoanNotice>
      );
    case 'not-owner':
      return <LoanNotice>대출은 내가 발행한 NFT로만 신청할 수 있어요.</LoanNotice>;
    case 'owner':
      if (eligibility.status === 'INVESTING') {
        return (
          <LoanNotice>
            이미 대출을 신청해 투자자를 모집하고 있어요. 모집이 끝나기 전에는 다시 신청할 수 없어요.
          </LoanNotice>
        );
      }
      if (eligibility.status === 'COMPLETED') {
        return (
          <LoanNotice>
            대출이 실행되어 상환 중인 NFT예요. 진행 중인 대출이 있어 새로 신청할 수 없어요.
          </LoanNotice>
        );
      }
      return (
        <Button
          component={RouterLink}
          to={paths.loanApply(copyrightId, contractId)}
          variant="primary"
          size="big"
          className={styles.apply}
        >
          대출 신청하기
        </Button>
      );
  }
}
