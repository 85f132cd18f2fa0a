import InputAdornment from '@mui/material/InputAdornment';
import { formatNumber } from '@/shared/lib/format';
import { parseAmountInput } from '@/features/invest/invest-math';
import { OutlinedField } from '@/shared/ui/OutlinedField';
import styles from './AmountField.module.css';

export interface AmountFieldProps {
  amount: number | null;
  onChange: (amount: number | null) => void;
  hint: string;
  /** The amount is outside the server's limits: the hint says so in the warning colour. */
  warn: boolean;
}

/** Investment amount in won: digits only, shown with thousands separators. */
export function AmountField({ amount, onChange, hint, warn }: AmountFieldProps) {
  return (
    <OutlinedField
      label="투자 금액"
      fullWidth
      value={amount === null ? '' : formatNumber(amount)}
      onChange={(event) => onChange(parseAmountInput(event.target.value))}
      placeholder="0"
      helperText={
        <>
          <span>{hint}</span>
          {warn ? <span> · 투자 가능 금액을 벗어났습니다</span> : null}
        </>
      }
      inputProps={{ inputMode: 'numeric', autoComplete: 'off', 'aria-invalid': warn }}
      endAdornment={<InputAdornment position="end">원</InputAdornment>}
      helperTextClassName={warn ? `${styles.hint} ${styles.warn}` : styles.hint}
    />
  );
}
