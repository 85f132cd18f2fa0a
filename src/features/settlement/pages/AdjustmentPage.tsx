import Typography from '@mui/material/Typography';
import { SettlementLinkCard } from '@/features/settlement/components/SettlementLinkCard';
import { paths } from '@/shared/config/paths';
import styles from './settlement-pages.module.css';

/** 나의 정산 관리 (spec §2 settlement hub): the two dashboards. */
export default function AdjustmentPage() {
  return (
    <div className={styles.hub}>
      <Typography component="h1" className={styles.title}>
        나의 정산 관리
      </Typography>
      <Typography className={styles.lead}>
        받을 상환금과 갚을 상환금을 한눈에 확인하세요.
      </Typography>
      <ul className={styles.links}>
        <SettlementLinkCard
          to={paths.repaymentReceived()}
          title="상환받기"
          description="투자한 대출에서 받을 상환금을 확인해요."
          tone="positive"
        />
        <SettlementLinkCard
          to={paths.servicingRepayment()}
          title="상환하기"
          description="내가 받은 대출의 상환 일정을 확인하고 상환해요."
          tone="primary"
        />
      </ul>
    </div>
  );
}
