import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { formatNumber } from '@/shared/lib/format';
import { addQuickAmount, parseAmountInput, QUICK_AMOUNTS } from '@/features/invest/invest-math';
import { AmountInWords } from '@/shared/ui/AmountInWords';
import { OutlinedField } from '@/shared/ui/OutlinedField';
import styles from './AmountField.module.css';

export interface AmountFieldProps {
  amount: number | null;
  onChange: (amount: number | null) => void;
  hint: string;
  /** The amount is outside the server's limits: the hint says so in the warning colour. */
  warn: boolean;
  /** The most this person may put in now; null while the limits load (the quick amounts wait). */
  limit: number | null;
}

/**
 * Investment amount in won: digits only, shown with thousands separators and read back in Korean
 * units; quick amounts add 1만, 10만 or 100만 or fill the most allowed, never past the limit.
 */
export function AmountField({ amount, onChange, hint, warn, limit }: AmountFieldProps) {
  const current = amount ?? 0;
  const unknown = limit === null || limit <= 0;
  // At or past the limit nothing more can be added; 최대 then still brings the amount to the limit
  // (a typed 1,250,000 where 1,000,000 is the most becomes 1,000,000), and only at it does nothing.
  const full = unknown || current >= limit;
  return (
    <>
      <OutlinedField
        label="투자 금액"
        fullWidth
        value={amount === null ? '' : formatNumber(amount)}
        onChange={(event) => onChange(parseAmountInput(event.target.value))}
        placeholder="0"
        helperText={
          <>
            <AmountInWords amount={amount} />
            <span>{hint}</span>
            {warn ? <span> · 투자 가능 금액을 벗어났습니다</span> : null}
          </>
        }
        inputProps={{ inputMode: 'numeric', autoComplete: 'off', 'aria-invalid': warn }}
        endAdornment={<InputAdornment position="end">원</InputAdornment>}
        helperTextClassName={warn ? `${styles.hint} ${styles.warn}` : styles.hint}
      />
      <div role="group" aria-label="금액 빠르게 입력" className={styles.quick}>
        {QUICK_AMOUNTS.map(({ label, won }) => (
          <Button
            key={label}
            variant="line-secondary"
            size="small"
            disabled={full}
            onClick={() => limit !== null && onChange(addQuickAmount(amount, won, limit))}
          >
            {label}
          </Button>
        ))}
        <Button
          variant="line-primary"
          size="small"
          disabled={unknown || current === limit}
          onClick={() => limit !== null && onChange(limit)}
        >
          최대
        </Button>
      </div>
    </>
  );
}
