import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber, formatRatePercent, formatWon } from '../../../shared/lib/format';
import type { RepaymentSchedule } from '../../../shared/lib/schedule';

const cellSx = {
  px: 0.5,
  py: 1,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/**
 * Every round with its date, interest, principal and amount, the totals, and what one day late
 * adds. Figures are in won without the unit (the caption says so) so five columns fit at 390px.
 */
export function RepaymentTable({
  schedule,
  overdueRate,
  caption = '상환 일정표',
}: {
  schedule: RepaymentSchedule;
  overdueRate: number;
  caption?: string;
}) {
  const last = schedule.rounds[schedule.rounds.length - 1];
  return (
    // On the narrowest phones (320px) the five figure columns scroll inside this box; the page
    // itself never scrolls sideways. Focusable so a keyboard can scroll it too.
    <Box role="region" aria-label={caption} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.8125rem',
          '& th': { fontWeight: 600 },
          // Headers wrap so the five figure columns fit a 390px screen without scrolling.
          '& thead th': {
            color: 'text.secondary',
            bgcolor: 'background.default',
            whiteSpace: 'normal',
            wordBreak: 'keep-all',
            verticalAlign: 'bottom',
          },
        }}
      >
        <Box
          component="caption"
          sx={{ captionSide: 'top', textAlign: 'left', pb: 1, fontSize: '0.8125rem' }}
        >
          {caption}{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            (단위: 원)
          </Box>
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cellSx, textAlign: 'left' }}>
              회차 · 상환일
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              이자
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              원금
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              상환액
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              1일 연체
            </Box>
          </tr>
        </thead>
        <tbody>
          {schedule.rounds.map((row) => (
            <tr key={row.round}>
              <Box component="th" scope="row" sx={{ ...cellSx, textAlign: 'left' }}>
                {row.round}회차
                <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                  {formatDate(row.date)}
                </Box>
              </Box>
              <Box component="td" sx={cellSx}>
                {formatNumber(row.interest)}
              </Box>
              <Box component="td" sx={cellSx}>
                {formatNumber(row.principal)}
              </Box>
              <Box component="td" sx={{ ...cellSx, fontWeight: 700 }}>
                {formatNumber(row.amount)}
              </Box>
              <Box component="td" sx={{ ...cellSx, color: 'error.dark' }}>
                +{formatNumber(row.oneDayLateFee)}
              </Box>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Box component="th" scope="row" sx={{ ...cellSx, textAlign: 'left' }}>
              합계
            </Box>
            <Box component="td" sx={{ ...cellSx, fontWeight: 700 }}>
              {formatNumber(schedule.totalInterest)}
            </Box>
            <Box component="td" sx={{ ...cellSx, fontWeight: 700 }}>
              {formatNumber(schedule.totalPrincipal)}
            </Box>
            <Box component="td" sx={{ ...cellSx, fontWeight: 700, color: 'primary.main' }}>
              {formatNumber(schedule.totalPayment)}
            </Box>
            <Box component="td" sx={cellSx} />
          </tr>
        </tfoot>
      </Box>
      {last ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          상환일을 하루 넘길 때마다 그 회차 상환액에 연 {formatRatePercent(overdueRate)}의 연체
          이자가 하루치씩 붙습니다(상환액 × {formatRatePercent(overdueRate)} × 연체일수 ÷ 365, 원
          미만 버림). 예를 들어 마지막 회차({formatWon(last.amount)})를 하루 늦으면{' '}
          {formatWon(last.oneDayLateFee)}이 더해집니다.
        </Typography>
      ) : null}
    </Box>
  );
}
