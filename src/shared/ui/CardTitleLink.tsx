import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { staticCss } from './static-css';
import { radiusPx } from './tokens';

// A plain link with a static stylesheet (static-css.ts): one per card in a list.
staticCss(
  'card-title-link',
  `.card-title-link{color:inherit;text-decoration:none}
.card-title-link:focus-visible{outline:none}
.card-title-link::after{content:"";position:absolute;inset:0;border-radius:${radiusPx * 3}px}`,
);

/**
 * A card's title as its one link, stretched over the whole card (the card must be
 * `position: relative`; it shows the focus ring with `:focus-within`). The card is one tap target
 * while the link's name is what it shows, the title (WCAG 2.5.3), and the card's other text is
 * read as text, not as part of a link.
 */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className="card-title-link">
      {children}
    </RouterLink>
  );
}
