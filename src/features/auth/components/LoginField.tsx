import { useId, useState, type ChangeEventHandler, type FocusEventHandler } from 'react';
import { ICON_BUTTON_CLASS } from '@/shared/ui/plain-icon';
import { VisibilityIcon, VisibilityOffIcon } from './login-icons';
import styles from './LoginField.module.css';

interface LoginFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  autoComplete: 'username' | 'current-password';
  /** A password: hidden as typed, with a button that shows it (which matters on a phone keyboard). */
  password?: boolean;
}

/**
 * A field of the login form, drawn as the theme's outlined TextField is (LoginField.module.css)
 * with plain elements: `/login` is a first screen, prerendered into login.html, and draws without
 * MUI or emotion (decision 053). Every other form keeps MUI's field (shared/ui/OutlinedField).
 */
export function LoginField({
  label,
  name,
  value,
  onChange,
  onBlur,
  autoComplete,
  password,
}: LoginFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const filled = value !== '';
  return (
    <div className={filled ? `${styles.field} ${styles.filled}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={password ? `${styles.root} ${styles.withEnd}` : styles.root}>
        <input
          id={id}
          className={styles.input}
          name={name}
          type={password && !visible ? 'password' : 'text'}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        {password ? (
          <div className={styles.end}>
            <button
              type="button"
              className={ICON_BUTTON_CLASS}
              aria-label={visible ? '비밀번호 숨기기' : '비밀번호 보기'}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </button>
          </div>
        ) : null}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend className={styles.legend}>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
