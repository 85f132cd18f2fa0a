import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ScreenHeadingProps {
  title: string;
  description?: ReactNode;
  /** A short line above the title, e.g. '1/3'. */
  eyebrow?: ReactNode;
  /** Space above (theme units): less when a step indicator sits above. */
  pt?: number;
}

/** The heading block of a form screen (sign-up steps, registration steps). */
export function ScreenHeading({ title, description, eyebrow, pt = 3 }: ScreenHeadingProps) {
  return (
    <Box sx={{ px: 2.5, pt, pb: 2 }}>
      {eyebrow ? (
        <Typography sx={{ color: 'primary.main', fontWeight: 700, fontSize: 'size.md', mb: 0.5 }}>
          {eyebrow}
        </Typography>
      ) : null}
      <Typography component="h2" variant="h2">
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" sx={{ mt: 1, fontSize: 'size.base' }}>
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}
