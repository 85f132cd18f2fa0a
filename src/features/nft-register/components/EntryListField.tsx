import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo, type FocusEventHandler } from 'react';
import { DeferredTextField } from '@/shared/ui/DeferredTextField';
import { MAX_ENTRIES } from '@/features/nft-register/validation';
import styles from './EntryListField.module.css';

interface EntryListFieldProps {
  /** The Formik field name of the list ('singers'). */
  name: string;
  label: string;
  placeholder: string;
  values: string[];
  /** Per-entry messages (only for entries the user has left). */
  errors: Array<string | undefined>;
  inputMode?: 'url' | 'text';
  /** The list with one entry changed: when typing pauses, the entry is left, or on add/remove. */
  onChange: (next: string[]) => void;
  /** Every keystroke in an entry, at once (see DeferredTextField). */
  onTyping: (index: number, text: string) => void;
  onBlur: FocusEventHandler<HTMLInputElement>;
}

/** The same messages, entry by entry: the form builds a fresh array on every render. */
const sameMessages = (a: Array<string | undefined>, b: Array<string | undefined>) =>
  a.length === b.length && a.every((message, i) => message === b[i]);

/**
 * An editable list (spec §5): entries can be added and removed; the first cannot be removed.
 * Memoised: a keystroke in one field re-renders that field's list, not the other three (on a slow
 * phone each list's MUI fields cost several milliseconds a render).
 */
export const EntryListField = memo(
  EntryList,
  ({ errors: a, ...before }, { errors: b, ...after }) =>
    sameMessages(a, b) &&
    (Object.keys(after) as Array<keyof typeof after>).every((key) => before[key] === after[key]),
);

function EntryList({
  name,
  label,
  placeholder,
  values,
  errors,
  inputMode = 'text',
  onChange,
  onTyping,
  onBlur,
}: EntryListFieldProps) {
  const set = (index: number, value: string) =>
    onChange(values.map((old, i) => (i === index ? value : old)));
  return (
    <fieldset className={styles.list}>
      <Typography component="legend" className={styles.legend}>
        {label}
      </Typography>
      <div className={styles.entries}>
        {values.map((value, index) => {
          const entryLabel = `${label} ${index + 1}`;
          const error = errors[index];
          return (
            <div key={index} className={styles.entry}>
              <DeferredTextField
                name={`${name}.${index}`}
                value={value}
                onValueChange={(text) => set(index, text)}
                onTyping={(text) => onTyping(index, text)}
                onBlur={onBlur}
                placeholder={placeholder}
                error={Boolean(error)}
                helperText={error}
                fullWidth
                size="small"
                inputProps={{
                  'aria-label': entryLabel,
                  inputMode,
                  ...(inputMode === 'url'
                    ? { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }
                    : {}),
                }}
              />
              {index > 0 ? (
                <IconButton
                  aria-label={`${entryLabel} 삭제`}
                  onClick={() => onChange(values.filter((_, i) => i !== index))}
                  className={styles.remove}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              ) : (
                // Keeps every field the same width.
                <div className={styles.noRemove} aria-hidden />
              )}
            </div>
          );
        })}
      </div>
      {values.length < MAX_ENTRIES ? (
        <Button
          variant="line-secondary"
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...values, ''])}
          className={styles.add}
        >
          {label} 추가
        </Button>
      ) : null}
    </fieldset>
  );
}
