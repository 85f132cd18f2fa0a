import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useState, type ReactNode } from 'react';
import { OutlinedField, type OutlinedFieldProps } from '@/shared/ui/OutlinedField';

type PasswordFieldProps = Omit<
  OutlinedFieldProps,
  'type' | 'inputProps' | 'endAdornment' | 'autoComplete'
> & {
  autoComplete: 'current-password' | 'new-password';
  maxLength?: number;
  /** Extra adornment shown before the show/hide toggle (the confirmation's match icon). */
  status?: ReactNode;
};

/** A password input with a show/hide toggle, which matters when typing on a phone keyboard. */
export function PasswordField({ autoComplete, maxLength, status, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      fullWidth
      inputProps={{ maxLength, autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
      endAdornment={
        <InputAdornment position="end">
          {status}
          <IconButton
            edge="end"
            aria-label={visible ? '비밀번호 숨기기' : '비밀번호 보기'}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
