import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface BottomCtaProps {
  children: ReactNode;
  /**
   * Sticky keeps the action in reach on short forms. In flow (`false`) after a document the user
   * must read and sign, so it never covers the text or a signature pad.
   */
  sticky?: boolean;
  /** A hairline above, for screens whose content scrolls under the bar. */
  divider?: boolean;
}

/** Viewports too short for a sticky action bar above a form (a phone held sideways). */
const SHORT_SCREEN = '@media (max-height: 480px)';

/** A screen's primary action(s) at the bottom of the phone column, above the safe area. */
export function BottomCta({ children, sticky = true, divider = false }: BottomCtaProps) {
  return (
    <Box
      sx={{
        position: sticky ? 'sticky' : 'static',
        bottom: 0,
        zIndex: 5,
        // Pushed to the bottom of a flex column; in flow, set apart from the document above.
        mt: sticky ? 'auto' : 3,
        px: 2.5,
        pt: 1.5,
        pb: 'calc(16px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        ...(divider ? { borderTop: '1px solid', borderColor: 'divider' } : {}),
        // A phone on its side is ~300-400 px tall: a sticky bar of one or two big buttons would
        // cover the field being typed in. There the bar goes in flow, after the form.
        [SHORT_SCREEN]: { position: 'static' },
      }}
    >
      {children}
    </Box>
  );
}
