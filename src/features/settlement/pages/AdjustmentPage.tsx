import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SettlementLinkCard } from '@/features/settlement/components/SettlementLinkCard';
import { paths } from '@/shared/config/paths';
import { cardListSx } from '@/shared/ui/text-layout';

/** 나의 정산 관리 (spec §2 settlement hub): the two dashboards. */
export default function AdjustmentPage() {
  return (
    <Box sx={{ px: 2.5, py: 3 }}>
      <Typography component="h1" sx={{ fontSize: 'size.figure', fontWeight: 700 }}>
        나의 정산 관리
      </Typography>
      <Typography sx={{ mt: 0.5, color: 'text.secondary', fontSize: 'size.base' }}>
        받을 상환금과 갚을 상환금을 한눈에 확인하세요.
      </Typography>
      <Box component="ul" sx={{ ...cardListSx, mt: 3, gap: 1.5 }}>
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
      </Box>
    </Box>
  );
}
