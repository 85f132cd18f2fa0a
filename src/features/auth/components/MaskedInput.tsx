import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { ChangeEvent, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { OutlinedField, type OutlinedFieldProps } from '@/shared/ui/OutlinedField';

/**
 * MUI's `inputComponent` for a fixed digit pattern ('0' = one digit). IMask owns the keystrokes
 * (only digits land, separators are inserted for the user) and reports the masked value back as
 * an ordinary change event, so Formik's handleChange works unchanged.
 */
export function MaskedInput(props: InputBaseComponentProps) {
  const { mask, onChange, name, value, ref, ...rest } = props as InputBaseComponentProps & {
    mask: string;
    name: string;
    value: string;
    ref?: Ref<HTMLInputElement>;
  };
  return (
    <IMaskInput
      {...rest}
      mask={mask}
      name={name}
      value={value}
      inputRef={ref}
      // Typing over a full field replaces digits instead of being refused.
      overwrite
      onAccept={(masked: string) => {
        if (masked === value) return;
        onChange?.({ target: { name, value: masked } } as ChangeEvent<HTMLInputElement>);
      }}
    />
  );
}

type MaskedFieldProps = Omit<
  OutlinedFieldProps,
  'error' | 'helperText' | 'inputComponent' | 'inputProps' | 'fullWidth' | 'shrinkLabel'
> & {
  mask: string;
  inputMode: 'numeric' | 'tel';
  /** The field's problem, said below it instead of `hint`. */
  problem: string | undefined;
  hint: string;
};

/** A full-width outlined field that takes `mask`'s digits only (the signup's birth and phone). */
export function MaskedField({ mask, inputMode, problem, hint, ...field }: MaskedFieldProps) {
  return (
    <OutlinedField
      {...field}
      error={Boolean(problem)}
      helperText={problem ?? hint}
      fullWidth
      inputComponent={MaskedInput}
      inputProps={{ mask, inputMode }}
      shrinkLabel
    />
  );
}
