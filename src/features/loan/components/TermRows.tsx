import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface TermRow {
  label: string;
  value: ReactNode;
  /** Draws the row in the primary colour: the figure the screen is about. */
  emphasis?: boolean;
}

/** Label/value pairs as a description list, one row each. */
export function TermRows({ rows }: { rows: TermRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        p: 2,
        borderRadius: 2,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
      }}
    >
      {rows.map(({ label, value, emphasis }) => (
        <Box
          key={label}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}
        >
          <Box
            component="dt"
            sx={{ color: 'text.secondary', fontSize: 'size.base', flexShrink: 0 }}
          >
            {label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              textAlign: 'right',
              fontWeight: 700,
              fontSize: 'size.base',
              color: emphasis ? 'primary.main' : 'text.primary',
            }}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
