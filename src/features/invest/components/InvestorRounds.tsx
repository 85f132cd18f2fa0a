import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { investorPlan, type InvestorRoundInput } from '@/shared/lending/investor-rounds';
import { FigureTable } from '@/shared/ui/FigureTable';
import styles from './InvestorRounds.module.css';

/**
 * Every payment the investor would receive for the amount typed: date, principal, interest, tax
 * and what arrives. Closed until asked for; computed from a deferred amount so typing stays instant.
 */
export function InvestorRounds({
  investment: typed,
  interestBps,
  overdueBps,
  count,
  startDate,
}: InvestorRoundInput) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const investment = useDeferredValue(typed);
  const plan = useMemo(
    () => (open ? investorPlan({ investment, interestBps, overdueBps, count, startDate }) : null),
    [open, investment, interestBps, overdueBps, count, startDate],
  );

  return (
    <div className={styles.rounds}>
      <Button
        variant="line-secondary"
        size="small"
        fullWidth
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? '회차별 수령액 접기' : `회차별 수령액 보기 (${count}회)`}
      </Button>
      {plan ? (
        <div id={regionId} className={styles.table}>
          <FigureTable
            label="회차별 수령액"
            note="(단위: 원, 오늘 대출이 시작된다고 가정한 날짜)"
            headers={['회차', '예정일', '원금', '이자', '세금', '실수령']}
            rows={plan.rounds.map((r) => ({
              key: r.round,
              head: r.round,
              cells: [
                { value: formatDate(r.date).slice(2) },
                { value: formatNumber(r.principal) },
                { value: formatNumber(r.interest) },
                { value: formatNumber(r.tax) },
                { value: formatNumber(r.net), look: 'bold' },
              ],
            }))}
          >
            <Typography variant="body2" color="textSecondary" className={styles.totals}>
              이자 합계 {formatNumber(plan.totalInterest)}원 · 세금 {formatNumber(plan.totalTax)}원
            </Typography>
          </FigureTable>
        </div>
      ) : null}
    </div>
  );
}
