import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A card's title as its one link, stretched over the whole card (the card must be
 * `position: relative`; it shows the focus ring with `:focus-within`). The card is one tap target
 * while the link's name is what it shows, the title (WCAG 2.5.3), and the card's other text is
 * read as text, not as part of a link.
 */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      color="inherit"
      sx={{
        '&:focus-visible': { outline: 'none' },
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
      }}
    >
      {children}
    </Link>
  );
}
