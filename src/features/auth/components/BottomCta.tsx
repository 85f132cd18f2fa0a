import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Keeps a screen's primary action at the bottom of the phone column, above the safe area. */
export function BottomCta({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 'auto',
        px: 2.5,
        pt: 1.5,
        pb: 'calc(16px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {children}
    </Box>
  );
}
