import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A small text badge beside a date: the words carry the meaning, the colour only repeats it. */
export function StatusMarker({
  tone,
  children,
}: {
  tone: 'warning' | 'positive';
  children: ReactNode;
}) {
  return (
    <Box
      component="span"
      sx={{
        ml: 0.75,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        fontSize: 'size.xs',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        bgcolor: `${tone}.light`,
        color: `${tone}.dark`,
      }}
    >
      {children}
    </Box>
  );
}
