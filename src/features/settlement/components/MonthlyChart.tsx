import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { formatWon } from '@/shared/lib/format';
import { monthLabel, type MonthTotal } from '@/features/settlement/lib/monthly-totals';
import { fontSizes } from '@/shared/ui/tokens';
import styles from './MonthlyChart.module.css';

export interface MonthlyChartProps {
  title: string;
  months: MonthTotal[];
}

// Drawing units; the SVG scales to the column width, so 340 wide reads 1:1 at a 390px screen.
const W = 340;
const TOP = 22;
const BAR_AREA = 96;
const H = TOP + BAR_AREA + 34;

/** The text size the person chose against the default 16 px: 2 at 200 % text. */
function textScale(): number {
  const px = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(px) && px > 16 ? px / 16 : 1;
}
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
  // A year of months needs the smaller labels to fit a phone's width. At large text the labels
  // grow with it (the chart is taller for them) and name every second or third month, and the
  // table with every month's figure is open from the start.
  const [scale] = useState(textScale);
  const chart = {
    xs: fontSizes.chart.xs * scale,
    sm: fontSizes.chart.sm * scale,
    md: fontSizes.chart.md * scale,
  };
  const monthLabelSize = months.length > 10 ? chart.sm : chart.md;
  const labelEvery = scale > 1.25 ? Math.ceil(scale * 1.5) : 1;
  const height = H + (scale - 1) * 34;
  const tableId = useId();
  const [showTable, setShowTable] = useState(scale > 1.25);
  const max = Math.max(...months.map((m) => m.amount), 1);
  const slot = W / months.length;
  const barWidth = Math.min(28, slot * 0.62);
  const peakIndex = months.findIndex((m) => m.amount === max);

  return (
    <div>
      <svg
        role="img"
        aria-label={describe(title, months)}
        viewBox={`0 0 ${W} ${height}`}
        width="100%"
        className={styles.chart}
      >
        <line
          x1={0}
          x2={W}
          y1={TOP + BAR_AREA + 0.5}
          y2={TOP + BAR_AREA + 0.5}
          className={styles.axis}
        />
        {months.map((m, i) => {
          const bar = m.amount > 0 ? Math.max(MIN_BAR, (m.amount / max) * BAR_AREA) : 0;
          const cx = slot * i + slot / 2;
          const labelled = i % labelEvery === 0;
          const showYear = labelled && (i === 0 || monthNumber(m.month) === 1);
          const labelAnchor = cx < 40 ? 'start' : cx > W - 40 ? 'end' : 'middle';
          // Large month labels at the chart's edges are anchored inside it, as the peak's is.
          const edgeAnchor = scale > 1.25 ? labelAnchor : 'middle';
          const edgeX =
            edgeAnchor === 'start' ? cx - slot / 2 : edgeAnchor === 'end' ? cx + slot / 2 : cx;
          return (
            <g key={m.month}>
              <rect
                x={cx - barWidth / 2}
                y={TOP + BAR_AREA - bar}
                width={barWidth}
                height={bar}
                rx={3}
                className={m.hasOverdue ? styles.overdue : styles.bar}
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
                  y={TOP + BAR_AREA - bar - 6}
                  textAnchor={labelAnchor}
                  fontSize={chart.md}
                  className={styles.peak}
                >
                  {formatWon(m.amount)}
                </text>
              ) : null}
              {labelled ? (
                <text
                  x={edgeX}
                  y={TOP + BAR_AREA + 15 * scale}
                  textAnchor={edgeAnchor}
                  fontSize={monthLabelSize}
                  className={styles.month}
                >
                  {`${monthNumber(m.month)}월`}
                </text>
              ) : null}
              {showYear ? (
                <text
                  x={edgeX}
                  y={TOP + BAR_AREA + 28 * scale}
                  textAnchor={edgeAnchor}
                  fontSize={chart.xs}
                  className={styles.month}
                >
                  {`'${m.month.slice(2, 4)}`}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>

      <div className={styles.footer}>
        <p className={styles.legend}>
          <Legend label="예정" />
          <Legend overdue label="연체 포함" />
        </p>
        <Button
          variant="line-secondary"
          size="extra"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? '표 닫기' : '표로 보기'}
        </Button>
      </div>

      {/* The hidden table's box clips it: a table's own overflow does not, and its cells widened
          the page. */}
      <div className={showTable ? undefined : styles.hiddenTable}>
        <table id={tableId} className={styles.table}>
          <caption className={styles.caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">월</th>
              <th scope="col" className={styles.amount}>
                금액
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>
                  <span className={styles.figure}>{formatWon(m.amount)}</span>
                  {m.hasOverdue ? ' (연체 포함)' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Legend({ label, overdue = false }: { label: string; overdue?: boolean }) {
  return (
    <span className={styles.key}>
      <span
        aria-hidden
        className={overdue ? `${styles.swatch} ${styles.swatchOverdue}` : styles.swatch}
      />
      {label}
    </span>
  );
}
