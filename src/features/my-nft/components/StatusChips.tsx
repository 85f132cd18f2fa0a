import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { NFT_STATUSES, type NftStatus } from '@/shared/api/wire/enums';
import { NFT_STATUS_LABELS } from '@/shared/lib/nft-status';

const options: { value: NftStatus | undefined; label: string }[] = [
  { value: undefined, label: '전체' },
  ...NFT_STATUSES.map((status) => ({ value: status, label: NFT_STATUS_LABELS[status] })),
];

/** The status filter: one chip pressed at a time, 'all' first. */
export function StatusChips({
  value,
  onChange,
}: {
  value: NftStatus | undefined;
  onChange: (status: NftStatus | undefined) => void;
}) {
  return (
    <Box
      role="group"
      aria-label="상태별 보기"
      sx={{ display: 'flex', gap: 1, px: 2.5, py: 2, overflowX: 'auto' }}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Chip
            key={option.label}
            label={option.label}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
            sx={{ fontWeight: 700, flexShrink: 0 }}
          />
        );
      })}
    </Box>
  );
}
