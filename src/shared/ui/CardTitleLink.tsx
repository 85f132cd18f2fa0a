import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './CardTitleLink.module.css';

// A plain link (CardTitleLink.module.css): one per card in a list.

/**
 * A card's title as its one link, stretched over the whole card (the card must be
 * `position: relative`; it shows the focus ring with `:focus-within`). The card is one tap target
 * while the link's name is what it shows, the title (WCAG 2.5.3), and the card's other text is
 * read as text, not as part of a link.
 */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className={styles.link}>
      {children}
    </RouterLink>
  );
}
