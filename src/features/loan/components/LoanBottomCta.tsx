import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A loan screen's primary action at the bottom of the phone column, above the safe area. Sticky on
 * short forms; in flow (`sticky={false}`) after a document the borrower must read and sign, so it
 * never covers the text or the signature pad and the consent comes after what it confirms.
 */
export function LoanBottomCta({
  children,
  sticky = true,
}: {
  children: ReactNode;
  sticky?: boolean;
}) {
  return (
    <Box
      sx={{
        position: sticky ? 'sticky' : 'static',
        bottom: 0,
        zIndex: 2,
        mt: 3,
        px: 2.5,
        pt: 1.5,
        pb: 'calc(16px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        borderTop: '1px solid',
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {children}
    </Box>
  );
}
