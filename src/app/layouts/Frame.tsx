import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/app/OfflineBanner';
import { layout } from '@/app/theme/theme';

/** The centred phone-width column every screen sits in. */
export function Frame({
  children,
  bottomInset = 0,
}: {
  children: ReactNode;
  bottomInset?: number;
}) {
  return (
    <Box
      sx={{
        maxWidth: layout.maxWidth,
        mx: 'auto',
        minHeight: '100dvh',
        bgcolor: 'background.paper',
        position: 'relative',
        pb: `calc(${bottomInset}px + env(safe-area-inset-bottom, 0px))`,
        boxShadow: { sm: '0 0 0 1px rgba(0,0,0,0.04)' },
      }}
    >
      <OfflineBanner />
      {children}
    </Box>
  );
}

export const headerSx = {
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: `calc(${layout.headerHeight} + env(safe-area-inset-top, 0px))`,
  pt: 'env(safe-area-inset-top, 0px)',
  px: 1,
  display: 'flex',
  alignItems: 'center',
  bgcolor: 'background.paper',
  borderBottom: '1px solid',
  borderColor: 'divider',
} as const;
