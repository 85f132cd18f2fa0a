import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { ChangeEvent, Ref } from 'react';
import { applyDigitMask } from '@/features/auth/digit-mask';
import { OutlinedField, type OutlinedFieldProps } from '@/shared/ui/OutlinedField';

/**
 * MUI's `inputComponent` for a fixed digit pattern (../digit-mask.ts). Each change is masked
 * before Formik hears of it: the field's text becomes the masked value, the caret stays after the
 * same digits, and the ordinary change event carries it, so Formik's handleChange works unchanged.
 * Our own ~60 lines instead of imask, which was 20 KiB gzip of sign-up step 2's 44 (its route
 * budget is 40; docs/decisions/056).
 */
export function MaskedInput(props: InputBaseComponentProps) {
  const { mask, onChange, ref, ...rest } = props as InputBaseComponentProps & {
    mask: string;
    ref?: Ref<HTMLInputElement>;
  };
  const masked = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const next = applyDigitMask(mask, input.value, input.selectionStart ?? input.value.length);
    if (next.value !== input.value) {
      input.value = next.value;
      // Setting the text puts the caret at the end; put it back after the digit just typed.
      if (input.ownerDocument.activeElement === input)
        input.setSelectionRange(next.caret, next.caret);
    }
    onChange?.(event);
  };
  return <input {...rest} ref={ref} onChange={masked} />;
}

/** Spec §5 masks ('_' is one digit, everything else is inserted for the user) and their fields. */
export const MASKED_FIELDS = {
  birth: {
    label: '생년월일',
    mask: '____-__-__',
    hint: '숫자 8자리 (YYYY-MM-DD)',
    placeholder: 'YYYY-MM-DD',
    autoComplete: 'bday',
    inputMode: 'numeric',
  },
  phoneNumber: {
    label: '휴대폰 번호',
    mask: '___-____-____',
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
