import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { BOTTOM_CTA_ROW_CLASS, BottomCta } from '@/shared/ui/BottomCta';
import { buttonClass } from '@/shared/ui/plain-button';
import { ContractGate } from '@/features/invest/components/ContractGate';
import { ContractOverview } from '@/features/invest/components/ContractOverview';
import { ShareLoanButton } from '@/features/invest/components/ShareLoanButton';
import { useRouteId } from '@/features/invest/hooks/use-route-id';
import styles from './LoanApplyProgressPage.module.css';

/**
 * /loan-apply/progress/:contractId — the contract in full, with the way to invest in it. Drawn
 * without MUI (app/boot/load-screen.ts): it is the page a shared link opens.
 */
export default function LoanApplyProgressPage() {
  const contractId = useRouteId('contractId');
  return (
    <ContractGate contractId={contractId}>
      {(detail, id) => (
        <>
          <ContractOverview contractId={id} detail={detail} />
          <BottomCta divider>
            {detail.progress.remainingInvestingMoney > 0 ? (
              <div className={BOTTOM_CTA_ROW_CLASS}>
                <ShareLoanButton detail={detail} />
                <RouterLink className={styles.invest} to={paths.loanApplyDetail(id)}>
                  투자하기
                </RouterLink>
              </div>
            ) : (
              <button type="button" className={buttonClass('primary', 'big')} disabled>
                모집이 마감된 계약입니다
              </button>
            )}
          </BottomCta>
        </>
      )}
    </ContractGate>
  );
}
