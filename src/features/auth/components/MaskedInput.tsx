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

/** Spec §5 masks ('0' is one digit, everything else is inserted for the user) and their fields. */
export const MASKED_FIELDS = {
  birth: {
    label: '생년월일',
    mask: '0000-00-00',
    hint: '숫자 8자리 (YYYY-MM-DD)',
    placeholder: 'YYYY-MM-DD',
    autoComplete: 'bday',
    inputMode: 'numeric',
  },
  phoneNumber: {
    label: '휴대폰 번호',
    mask: '000-0000-0000',
    hint: ' ',
    placeholder: '010-XXXX-XXXX',
    autoComplete: 'tel',
    inputMode: 'tel',
    type: 'tel',
  },
} as const;

type MaskedFieldProps = Pick<OutlinedFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  kind: keyof typeof MASKED_FIELDS;
  /** The field's problem, said below it instead of the hint. */
  problem: string | undefined;
};

/** A full-width outlined field that takes its mask's digits only (the signup's birth and phone). */
export function MaskedField({ kind, problem, ...field }: MaskedFieldProps) {
  const { mask, inputMode, hint, ...shown } = MASKED_FIELDS[kind];
  return (
    <OutlinedField
      {...field}
      {...shown}
      error={Boolean(problem)}
      helperText={problem ?? hint}
      fullWidth
      inputComponent={MaskedInput}
      inputProps={{ mask, inputMode }}
      shrinkLabel
    />
  );
}
