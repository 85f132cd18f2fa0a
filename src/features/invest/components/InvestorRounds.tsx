import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { formatDate, formatNumber } from '../../../shared/lib/format';
import { investorPlan, type InvestorRoundInput } from '../../../shared/lib/investor-rounds';

const cellSx = {
  px: 0.5,
  py: 0.875,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

const HEADERS = ['회차', '예정일', '원금', '이자', '세금', '실수령'];

/**
 * Every payment the investor would receive for the amount typed: date, principal, interest, tax
 * and what arrives. Closed until asked for; computed from a deferred amount so typing stays instant.
 */
export function InvestorRounds(props: InvestorRoundInput) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const investment = useDeferredValue(props.investment);
  const plan = useMemo(
    () => (open ? investorPlan({ ...props, investment }) : null),
    // The props object is new every render; its fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open, investment, props.interestRate, props.overdueRate, props.count, props.startDate],
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Button
        variant="line-secondary"
        size="small"
        fullWidth
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? '회차별 수령액 접기' : `회차별 수령액 보기 (${props.count}회)`}
      </Button>
      {plan ? (
        <Box
          id={regionId}
          role="region"
          aria-label="회차별 수령액"
          tabIndex={0}
          sx={{ overflowX: 'auto', mt: 1.5 }}
        >
          <Box
            component="table"
            sx={{
              width: '100%',
              borderCollapse: 'collapse',
              fontSize: '0.8125rem',
              '& thead th': {
                color: 'text.secondary',
                fontWeight: 600,
                bgcolor: 'background.default',
              },
            }}
          >
            <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', pb: 1 }}>
              회차별 수령액{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                (단위: 원, 오늘 대출이 시작된다고 가정한 날짜)
              </Box>
            </Box>
            <thead>
              <tr>
                {HEADERS.map((header) => (
                  <Box component="th" scope="col" key={header} sx={cellSx}>
                    {header}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {plan.rounds.map((r) => (
                <tr key={r.round}>
                  <Box component="th" scope="row" sx={cellSx}>
                    {r.round}
                  </Box>
                  <Box component="td" sx={cellSx}>
                    {formatDate(r.date).slice(2)}
                  </Box>
                  <Box component="td" sx={cellSx}>
                    {formatNumber(r.principal)}
                  </Box>
                  <Box component="td" sx={cellSx}>
                    {formatNumber(r.interest)}
                  </Box>
                  <Box component="td" sx={cellSx}>
                    {formatNumber(r.tax)}
                  </Box>
                  <Box component="td" sx={{ ...cellSx, fontWeight: 700 }}>
                    {formatNumber(r.net)}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            이자 합계 {formatNumber(plan.totalInterest)}원 · 세금 {formatNumber(plan.totalTax)}원
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
