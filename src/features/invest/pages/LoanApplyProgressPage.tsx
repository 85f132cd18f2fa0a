import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { BottomCta } from '@/shared/ui/BottomCta';
import { ContractGate } from '@/features/invest/components/ContractGate';
import { ContractOverview } from '@/features/invest/components/ContractOverview';
import { ShareLoanButton } from '@/features/invest/components/ShareLoanButton';
import { useRouteId } from '@/features/invest/hooks/use-route-id';

/** /loan-apply/progress/:contractId — the contract in full, with the way to invest in it. */
export default function LoanApplyProgressPage() {
  const contractId = useRouteId('contractId');
  return (
    <ContractGate contractId={contractId}>
      {(detail, id) => (
        <>
          <ContractOverview detail={detail} />
          <BottomCta divider>
            {detail.progress.remainingInvestingMoney > 0 ? (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <ShareLoanButton detail={detail} />
                <Button
                  component={RouterLink}
                  to={paths.loanApplyDetail(id)}
                  variant="primary"
                  size="big"
                  // The big size is full width; beside the share button it takes what is left.
                  sx={{ flex: 1, width: 'auto', minWidth: 0 }}
                >
                  투자하기
                </Button>
              </Box>
            ) : (
              <Button variant="primary" size="big" disabled>
                모집이 마감된 계약입니다
              </Button>
            )}
          </BottomCta>
        </>
      )}
    </ContractGate>
  );
}
