import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { FILTER_OPTIONS, type HomeFilter } from '@/features/home/messages';

export interface FilterChipsProps {
  value: HomeFilter;
  onChange: (filter: HomeFilter) => void;
}

/** The five filters (spec §2); the chosen one is pressed. */
export function FilterChips({ value, onChange }: FilterChipsProps) {
  return (
    <Box
      role="group"
      aria-label="계약 필터"
      sx={{
        display: 'flex',
        gap: 0.75,
        overflowX: 'auto',
        px: 2.5,
        pb: 0.5,
        scrollbarWidth: 'none',
      }}
    >
      {FILTER_OPTIONS.map((option) => {
        const selected = option.value === value;
        return (
          <Chip
            key={option.value}
            component="button"
            label={option.label}
            clickable
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
            variant={selected ? 'filled' : 'outlined'}
            color={selected ? 'primary' : 'default'}
            sx={{
              flexShrink: 0,
              fontWeight: selected ? 700 : 500,
              fontSize: 'size.md',
              // Narrower labels let all five chips fit a 390px phone without scrolling.
              '& .MuiChip-label': { px: 1.25 },
            }}
          />
        );
      })}
    </Box>
  );
}
