import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface DetailSectionProps {
  title: string;
  children: ReactNode;
  /** The heading's level in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Which side carries the thick rule that separates sections. */
  rule?: 'top' | 'bottom';
}

/** A titled block of a detail page (contract, NFT), named by its heading for screen readers. */
export function DetailSection({
  title,
  children,
  headingLevel = 'h3',
  rule = 'top',
}: DetailSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        px: 2.5,
        py: 2.5,
        [rule === 'top' ? 'borderTop' : 'borderBottom']: '8px solid',
        borderColor: 'background.default',
      }}
    >
      <Typography id={headingId} component={headingLevel} variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
