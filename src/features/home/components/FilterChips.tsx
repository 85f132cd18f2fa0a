import { FILTER_OPTIONS, type HomeFilter } from '@/features/home/messages';
import styles from './FilterChips.module.css';

export interface FilterChipsProps {
  value: HomeFilter;
  onChange: (filter: HomeFilter) => void;
}

/** The five filters (spec §2); the chosen one is pressed. */
export function FilterChips({ value, onChange }: FilterChipsProps) {
  return (
    <div role="group" aria-label="계약 필터" className={styles.chips}>
      {FILTER_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
