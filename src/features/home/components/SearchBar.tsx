import { useState, type FormEvent } from 'react';
import { messages } from '@/features/home/messages';
import { ICON_BUTTON_CLASS, plainIcon } from '@/shared/ui/plain-icon';
import styles from './SearchBar.module.css';

// A plain field and button (SearchBar.module.css), as everything on home's first screen.

/** @mui/icons-material's Search, as plain SVG (plain-icon.tsx). */
const SearchIcon = plainIcon([
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
]);

/** Spec §2: search is not wired yet; the icon tells the user so, or asks for input first. */
export function SearchBar() {
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.alert(query.trim() === '' ? messages.searchEmpty : messages.searchNotReady);
  };

  return (
    <form role="search" onSubmit={submit}>
      <div className={styles.field}>
        <input
          className={styles.input}
          type="text"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={messages.searchPlaceholder}
          aria-label="곡명 또는 가수명 검색"
          enterKeyHint="search"
        />
        <button type="submit" className={ICON_BUTTON_CLASS} aria-label="검색하기">
          <SearchIcon />
        </button>
      </div>
    </form>
  );
}
