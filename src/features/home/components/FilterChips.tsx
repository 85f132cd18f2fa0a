import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { FILTER_OPTIONS, type HomeFilter } from '@/features/home/messages';

export interface FilterChipsProps {
  value: HomeFilter;
  onChange: (filter: HomeFilter) => void;
}

/**
 * A pill-shaped toggle. ButtonBase, not MUI's Chip: the first download already carries ButtonBase,
 * and Chip added ~3 KiB gzip to home's (it also draws delete icons and avatars home never shows).
 * The border is there in both states (transparent when pressed), so choosing never moves a chip.
 */
const chipSx = {
  flexShrink: 0,
  height: 32,
  px: 1.25,
  borderRadius: 16,
  border: 1,
  borderColor: 'grey.400',
  color: 'text.primary',
  fontSize: 'size.md',
  fontWeight: 400,
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  '&[aria-pressed="true"]': {
    bgcolor: 'primary.main',
    borderColor: 'transparent',
    color: 'primary.contrastText',
    fontWeight: 700,
    '&:hover': { bgcolor: 'primary.dark' },
  },
} as const;

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
      {FILTER_OPTIONS.map((option) => (
        <ButtonBase
          key={option.value}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          sx={chipSx}
        >
          {option.label}
        </ButtonBase>
      ))}
    </Box>
  );
}
