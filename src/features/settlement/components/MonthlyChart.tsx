import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { formatWon } from '@/shared/lib/format';
import { monthLabel, type MonthTotal } from '@/features/settlement/lib/monthly-totals';
import { visuallyHiddenSx } from '@/shared/ui/visually-hidden';
import { colors } from '@/shared/ui/tokens';

export interface MonthlyChartProps {
  title: string;
  months: MonthTotal[];
}

// Drawing units; the SVG scales to the column width, so 340 wide reads 1:1 at a 390px screen.
const W = 340;
const TOP = 22;
const BAR_AREA = 96;
const H = TOP + BAR_AREA + 34;
const MIN_BAR = 3;

const monthNumber = (month: string) => Number(month.slice(5, 7));

function describe(title: string, months: MonthTotal[]): string {
  const total = months.reduce((sum, m) => sum + m.amount, 0);
  const peak = months.reduce((best, m) => (m.amount > best.amount ? m : best), months[0]);
  const overdue = months.filter((m) => m.hasOverdue).map((m) => monthLabel(m.month));
  const range =
    months.length === 1
      ? monthLabel(months[0].month)
      : `${monthLabel(months[0].month)}부터 ${monthLabel(months[months.length - 1].month)}까지`;
  return [
    `${title} 막대 그래프: ${range} ${months.length}개월, 합계 ${formatWon(total)}`,
    `가장 많은 달 ${monthLabel(peak.month)} ${formatWon(peak.amount)}`,
    overdue.length > 0 ? `연체 포함: ${overdue.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('. ');
}

/** Bars per month in plain SVG (no chart library: the route stays small), plus the same as a table. */
export function MonthlyChart({ title, months }: MonthlyChartProps) {
  const theme = useTheme();
  // A year of months needs the smaller labels to fit a phone's width.
  const { chart } = theme.typography.size;
  const monthLabelSize = months.length > 10 ? chart.sm : chart.md;
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const max = Math.max(...months.map((m) => m.amount), 1);
  const slot = W / months.length;
  const barWidth = Math.min(28, slot * 0.62);
  const peakIndex = months.findIndex((m) => m.amount === max);

  return (
    <Box>
      <svg
        role="img"
        aria-label={describe(title, months)}
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        style={{ display: 'block', maxWidth: 480, margin: '0 auto' }}
      >
        <line
          x1={0}
          x2={W}
          y1={TOP + BAR_AREA + 0.5}
          y2={TOP + BAR_AREA + 0.5}
          style={{ stroke: colors.divider }}
        />
        {months.map((m, i) => {
          const height = m.amount > 0 ? Math.max(MIN_BAR, (m.amount / max) * BAR_AREA) : 0;
          const cx = slot * i + slot / 2;
          const showYear = i === 0 || monthNumber(m.month) === 1;
          const labelAnchor = cx < 40 ? 'start' : cx > W - 40 ? 'end' : 'middle';
          return (
            <g key={m.month}>
              <rect
                x={cx - barWidth / 2}
                y={TOP + BAR_AREA - height}
                width={barWidth}
                height={height}
                rx={3}
                style={{ fill: m.hasOverdue ? colors.warning : colors.primary }}
              />
              {i === peakIndex ? (
                <text
                  x={
                    labelAnchor === 'start'
                      ? cx - barWidth / 2
                      : labelAnchor === 'end'
                        ? cx + barWidth / 2
                        : cx
                  }
                  y={TOP + BAR_AREA - height - 6}
                  textAnchor={labelAnchor}
                  fontSize={theme.typography.size.chart.md}
                  fontWeight={700}
                  style={{ fill: colors.text }}
                >
                  {formatWon(m.amount)}
                </text>
              ) : null}
              <text
                x={cx}
                y={TOP + BAR_AREA + 15}
                textAnchor="middle"
                fontSize={monthLabelSize}
                style={{ fill: colors.textSecondary }}
              >
                {`${monthNumber(m.month)}월`}
              </text>
              {showYear ? (
                <text
                  x={cx}
                  y={TOP + BAR_AREA + 28}
                  textAnchor="middle"
                  fontSize={theme.typography.size.chart.xs}
                  style={{ fill: colors.textSecondary }}
                >
                  {`'${m.month.slice(2, 4)}`}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Box
          component="p"
          sx={{ m: 0, display: 'flex', gap: 1.5, fontSize: 'size.xs', color: 'text.secondary' }}
        >
          <Legend color={colors.primary} label="예정" />
          <Legend color={colors.warning} label="연체 포함" />
        </Box>
        <Button
          variant="line-secondary"
          size="extra"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? '표 닫기' : '표로 보기'}
        </Button>
      </Box>

      <Box
        component="table"
        id={tableId}
        sx={
          showTable
            ? {
                width: '100%',
                mt: 1.5,
                borderCollapse: 'collapse',
                fontSize: 'size.md',
                '& th, & td': { py: 0.75, borderBottom: '1px solid', borderColor: 'divider' },
                '& th': { textAlign: 'left', fontWeight: 700 },
                '& td': { textAlign: 'right' },
              }
            : visuallyHiddenSx
        }
      >
        <caption style={visuallyHiddenCaption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">월</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              금액
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>
                {formatWon(m.amount)}
                {m.hasOverdue ? ' (연체 포함)' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

const visuallyHiddenCaption = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: color, display: 'inline-block' }}
      />
      {label}
    </Box>
  );
}
