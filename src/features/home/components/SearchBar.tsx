import { useRef, type FormEvent } from 'react';
import { messages } from '@/features/home/messages';
import { ICON_BUTTON_CLASS, plainIcon } from '@/shared/ui/plain-icon';
import styles from './SearchBar.module.css';

// A plain field and button (SearchBar.module.css), as everything on home's first screen. The
// field is the browser's own (uncontrolled): a keystroke echoes without waiting for React.

/** @mui/icons-material's Search, as plain SVG (plain-icon.tsx). */
const SearchIcon = plainIcon([
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
]);

export interface SearchBarProps {
  /** The query the field starts with (the address's `q`). */
  defaultValue?: string;
  /** Each change as it is typed (the search screen's live results). */
  onType?: (query: string) => void;
  /** Enter or the icon, with something typed (spec §2: an empty field is told to fill it). */
  onSearch: (query: string) => void;
  /** The field takes focus when it appears (the search screen opened for typing). */
  focusOnOpen?: boolean;
}

/** The search field: home's (which opens the search screen) and the search screen's own. */
export function SearchBar({ defaultValue = '', onType, onSearch, focusOnOpen }: SearchBarProps) {
  const field = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = field.current?.value.trim() ?? '';
    if (query === '') {
      window.alert(messages.searchEmpty);
      return;
    }
    // The results are what the person wants to see now: the phone's keyboard goes away.
    field.current?.blur();
    onSearch(query);
  };

  return (
    <form role="search" onSubmit={submit}>
      <div className={styles.field}>
        <span className={styles.slot}>
          <input
            ref={field}
            className={styles.input}
            type="text"
            defaultValue={defaultValue}
            onChange={onType ? (event) => onType(event.target.value) : undefined}
            placeholder={messages.searchPlaceholder}
            aria-label="곡명 또는 가수명 검색"
            enterKeyHint="search"
            // The search screen opens for typing, as a phone's search screens do.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={focusOnOpen}
          />
          {/* The placeholder as text that wraps: at 200 % text it is longer than the field. */}
          <span className={styles.hint} aria-hidden="true">
            {messages.searchPlaceholder}
          </span>
        </span>
        <button type="submit" className={ICON_BUTTON_CLASS} aria-label="검색하기">
          <SearchIcon />
        </button>
      </div>
    </form>
  );
}
