import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useState, type ReactNode } from 'react';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  autoComplete: 'current-password' | 'new-password';
  maxLength?: number;
  /** Extra adornment shown before the show/hide toggle (the confirmation's match icon). */
  status?: ReactNode;
};

/** A password input with a show/hide toggle, which matters when typing on a phone keyboard. */
export function PasswordField({ autoComplete, maxLength, status, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{
        htmlInput: { maxLength, autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
        input: {
          endAdornment: (
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
          ),
        },
      }}
    />
  );
}
