import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import { useState, type FormEvent } from 'react';
import { messages } from '@/features/home/messages';

/** Spec §2: search is not wired yet; the icon tells the user so, or asks for input first. */
export function SearchBar() {
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.alert(query.trim() === '' ? messages.searchEmpty : messages.searchNotReady);
  };

  return (
    <form role="search" onSubmit={submit}>
      {/* OutlinedInput, not TextField: TextField brings Select, Menu and Popover into home's
          first download for a field that needs none of them. */}
      <OutlinedInput
        fullWidth
        size="small"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={messages.searchPlaceholder}
        inputProps={{ 'aria-label': '곡명 또는 가수명 검색', enterKeyHint: 'search' }}
        sx={{ borderRadius: 6, bgcolor: 'background.default' }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton type="submit" edge="end" aria-label="검색하기">
              <SearchIcon />
            </IconButton>
          </InputAdornment>
        }
      />
    </form>
  );
}
