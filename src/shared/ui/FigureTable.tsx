import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const figureCellSx = {
  px: 0.5,
  py: 1,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

const leftSx = { ...figureCellSx, textAlign: 'left' } as const;

export interface FigureCell {
  value: ReactNode;
  sx?: SxProps<Theme>;
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

const row = ({ key, head, cells }: FigureRow) => (
  <tr key={key}>
    <Box component="th" scope="row" sx={leftSx}>
      {head}
    </Box>
    {cells.map((cell, index) => (
      <Box
        component="td"
        key={index}
        sx={[figureCellSx, ...(Array.isArray(cell.sx) ? cell.sx : [cell.sx])]}
      >
        {cell.value}
      </Box>
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
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 'size.sm',
          '& th': { fontWeight: 700 },
          // Headers wrap so the figure columns fit a 390px screen without scrolling.
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
          sx={{ captionSide: 'top', textAlign: 'left', pb: 1, fontSize: 'size.sm' }}
        >
          {label}{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {note}
          </Box>
        </Box>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <Box component="th" scope="col" key={header} sx={index === 0 ? leftSx : figureCellSx}>
                {header}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
        {footer ? <tfoot>{row(footer)}</tfoot> : null}
      </Box>
      {children}
    </Box>
  );
}
