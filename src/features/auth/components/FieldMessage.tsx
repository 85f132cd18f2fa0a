import styles from './FieldMessage.module.css';

/** A one-line result under a field, announced politely to screen readers. */
export function FieldMessage({
  tone,
  children,
}: {
  tone: 'positive' | 'warning';
  children: string;
}) {
  return (
    <p role="status" className={`${styles.message} ${styles[tone]}`}>
      {children}
    </p>
  );
}
