import Chip from '@mui/material/Chip';
import { NFT_STATUSES, type NftStatus } from '@/shared/api/wire/enums';
import { NFT_STATUS_LABELS } from '@/shared/lib/nft-status';
import styles from './StatusChips.module.css';

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
    <div role="group" aria-label="상태별 보기" className={styles.chips}>
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
            className={styles.chip}
          />
        );
      })}
    </div>
  );
}
