import type { ReactNode } from 'react';
import styles from './FigureTable.module.css';

/** How a figure stands out: bold, a late fee (warning colour), the total to pay (primary). */
export type FigureLook = 'bold' | 'late' | 'total';

export interface FigureCell {
  value: ReactNode;
  look?: FigureLook;
}

export interface FigureRow {
  key: string | number;
  /** The row's header cell (a round, "합계"). */
  head: ReactNode;
  cells: FigureCell[];
}

export interface FigureTableProps {
  /** Names the scroll region and starts the caption. */
  label: string;
  /** After the label in the caption, in grey: the unit and what the figures assume. */
  note: string;
  headers: string[];
  rows: FigureRow[];
  footer?: FigureRow;
  children?: ReactNode;
}

/** Class names for a caller's own parts: a round's date under its number, a line under the table. */
export const figureTableParts = { date: styles.date, after: styles.after } as const;

const cellClass = (look?: FigureLook) => (look ? `${styles.cell} ${styles[look]}` : styles.cell);

const row = ({ key, head, cells }: FigureRow) => (
  <tr key={key}>
    <th scope="row" className={`${styles.cell} ${styles.head}`}>
      {head}
    </th>
    {cells.map((cell, index) => (
      <td key={index} className={cellClass(cell.look)}>
        {cell.value}
      </td>
    ))}
  </tr>
);

/**
 * A table of won figures by round. On the narrowest phones (320px) its columns scroll inside this
 * box and the page itself never scrolls sideways; the box is focusable so a keyboard can scroll it.
 * Figures carry no unit (the caption says it) so five or six columns fit at 390px.
 */
export function FigureTable({ label, note, headers, rows, footer, children }: FigureTableProps) {
  return (
    // A region that scrolls must take keyboard focus, or a keyboard cannot scroll it (axe's
    // scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {label} <span className={styles.note}>{note}</span>
        </caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th
                scope="col"
                key={header}
                className={index === 0 ? `${styles.cell} ${styles.head}` : styles.cell}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
        {footer ? <tfoot>{row(footer)}</tfoot> : null}
      </table>
      {children}
    </div>
  );
}
