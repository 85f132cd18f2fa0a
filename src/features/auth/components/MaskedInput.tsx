import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { ChangeEvent, Ref } from 'react';
import { IMaskInput } from 'react-imask';

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
