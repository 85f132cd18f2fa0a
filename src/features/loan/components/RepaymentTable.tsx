import Typography from '@mui/material/Typography';
import { FigureTable, figureTableParts } from '@/shared/ui/FigureTable';
import { formatDate, formatNumber, formatRatePercent, formatWon } from '@/shared/lib/format';
import type { RepaymentSchedule } from '@/shared/lending/schedule';

/**
 * Every round with its date, interest, principal and amount, the totals, and what one day late
 * adds.
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
    <FigureTable
      label={caption}
      note="(단위: 원)"
      headers={['회차 · 상환일', '이자', '원금', '상환액', '1일 연체']}
      rows={schedule.rounds.map((round) => ({
        key: round.round,
        head: (
          <>
            {round.round}회차
            <span className={figureTableParts.date}>{formatDate(round.date)}</span>
          </>
        ),
        cells: [
          { value: formatNumber(round.interest) },
          { value: formatNumber(round.principal) },
          { value: formatNumber(round.amount), look: 'bold' },
          { value: `+${formatNumber(round.oneDayLateFee)}`, look: 'late' },
        ],
      }))}
      footer={{
        key: 'total',
        head: '합계',
        cells: [
          { value: formatNumber(schedule.totalInterest), look: 'bold' },
          { value: formatNumber(schedule.totalPrincipal), look: 'bold' },
          { value: formatNumber(schedule.totalPayment), look: 'total' },
          { value: null },
        ],
      }}
    >
      {last ? (
        <Typography variant="body2" color="textSecondary" className={figureTableParts.after}>
          상환일을 하루 넘길 때마다 그 회차 상환액에 연 {formatRatePercent(overdueRate)}의 연체
          이자가 하루치씩 붙습니다(상환액 × {formatRatePercent(overdueRate)} × 연체일수 ÷ 365, 원
          미만 버림). 예를 들어 마지막 회차({formatWon(last.amount)})를 하루 늦으면{' '}
          {formatWon(last.oneDayLateFee)}이 더해집니다.
        </Typography>
      ) : null}
    </FigureTable>
  );
}
