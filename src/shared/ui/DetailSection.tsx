import { useId, type ReactNode } from 'react';
import styles from './DetailSection.module.css';

// Three to a contract's page and more on an NFT's: plain elements (DetailSection.module.css).

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
  headingLevel: Heading = 'h3',
  rule = 'top',
}: DetailSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${styles.section} ${styles[rule]}`}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
