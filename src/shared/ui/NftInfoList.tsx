import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface NftInfoRow {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list, the label left and the value right-aligned. */
export function NftInfoList({ rows }: { rows: NftInfoRow[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      {rows.map(({ label, value }) => (
        <Box
          key={label}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontSize: 'size.base' }}
        >
          <Box component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {label}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, fontWeight: 700, textAlign: 'right', wordBreak: 'break-all' }}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
