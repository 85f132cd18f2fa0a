import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The page's main button, kept in reach at the bottom of the phone screen. */
export function BottomAction({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 5,
        px: 2.5,
        pt: 1.5,
        pb: 'calc(16px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  );
}
