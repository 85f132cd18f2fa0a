import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export type OutlinedFieldProps = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'defaultValue'
  | 'disabled'
  | 'endAdornment'
  | 'error'
  | 'fullWidth'
  | 'inputComponent'
  | 'inputProps'
  | 'inputRef'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'onKeyDown'
  | 'placeholder'
  | 'readOnly'
  | 'required'
  | 'startAdornment'
  | 'type'
  | 'value'
> & {
  id?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  /** The label always sits on the border (TextField's `slotProps.inputLabel.shrink`). */
  shrinkLabel?: boolean;
  size?: FormControlProps['size'];
  /** The help text's own class (its colour, when the hint itself turns to a warning). */
  helperTextClassName?: string;
};

/**
 * MUI's outlined TextField, drawn by the parts it is made of (FormControl, InputLabel,
 * OutlinedInput, FormHelperText), with the same markup, ids and ARIA. TextField itself also
 * imports Select and, through it, Menu, Popover, Modal, focus trapping and the filled and standard
 * inputs, for its `select` prop: ~150 KB of unminified code a screen that only types text
 * downloads, compiles and evaluates for nothing (docs/performance.md). A picker is MUI's
 * NativeSelect (JobSelect): the phone draws its list.
 */
export function OutlinedField({
  id: idOverride,
  label,
  helperText,
  disabled,
  error,
  fullWidth,
  required,
  shrinkLabel,
  size,
  helperTextClassName,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  return (
    <FormControl
      variant="outlined"
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      size={size}
    >
      {hasLabel ? (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrinkLabel}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
      />
      {helperText ? (
        <FormHelperText id={helperTextId} className={helperTextClassName}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
