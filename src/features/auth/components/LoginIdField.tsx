import Button from '@mui/material/Button';
import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { idCheckMessages, type IdCheckOutcome } from '@/features/auth/hooks/use-login-id-check';
import { LOGIN_ID_HINT, LOGIN_ID_MAX, isValidLoginId } from '@/features/auth/validation';
import { OutlinedField } from '@/shared/ui/OutlinedField';
import { FieldMessage } from './FieldMessage';
import styles from './LoginIdField.module.css';

interface LoginIdFieldProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  onCheck: () => void;
  checking: boolean;
  outcome: IdCheckOutcome | null;
}

/** Step 1's id input with its availability check and the check's result. */
export function LoginIdField({
  value,
  onChange,
  onBlur,
  onCheck,
  checking,
  outcome,
}: LoginIdFieldProps) {
  const valid = isValidLoginId(value);
  const invalid = value !== '' && !valid;
  return (
    <div>
      <div className={styles.row}>
        <OutlinedField
          label="아이디"
          name="loginId"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          error={invalid}
          helperText={LOGIN_ID_HINT}
          autoComplete="username"
          fullWidth
          inputProps={{
            maxLength: LOGIN_ID_MAX,
            autoCapitalize: 'none',
            autoCorrect: 'off',
            spellCheck: false,
          }}
        />
        <Button
          variant="line-primary"
          size="medium"
          onClick={onCheck}
          disabled={!valid || checking || outcome === 'available'}
          className={styles.check}
        >
          {checking ? '확인 중...' : '중복 확인'}
        </Button>
      </div>
      {outcome ? (
        <FieldMessage tone={outcome === 'available' ? 'positive' : 'warning'}>
          {idCheckMessages[outcome]}
        </FieldMessage>
      ) : null}
    </div>
  );
}
