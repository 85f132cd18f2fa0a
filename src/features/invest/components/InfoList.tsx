import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface InfoRow {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list. */
export function InfoList({ rows }: { rows: InfoRow[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map(({ label, value }) => (
        <Box
          key={label}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.875 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 700, textAlign: 'right', minWidth: 0 }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
