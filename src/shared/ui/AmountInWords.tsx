import { wonInWords } from '@/shared/lib/won-in-words';
import styles from './AmountInWords.module.css';

/**
 * The amount a money field holds, in Korean units, on a line of its own under the field (inside its
 * help text, so it is read with the field). Announced politely, never as an interruption; its line
 * is kept while empty, so the first digit moves nothing below it.
 */
export function AmountInWords({ amount }: { amount: number | null }) {
  return (
    <span className={styles.words} aria-live="polite" aria-atomic="true">
      {amount !== null && amount > 0 ? wonInWords(amount) : ''}
    </span>
  );
}
