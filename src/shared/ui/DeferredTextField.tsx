import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useCommitScheduler } from '@/shared/hooks/use-debounced-commit';
import { OutlinedField, type OutlinedFieldProps } from '@/shared/ui/OutlinedField';

/** A pause in typing this long tells the form (its render and its validation). */
export const TYPING_PAUSE_MS = 200;

export type DeferredTextFieldProps = Omit<
  OutlinedFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'inputRef'
> & {
  /** The form's value. Shown when it changes from outside (an entry removed above this one). */
  value: string;
  /** The form hears of the text when typing pauses, when the field is left and on Enter. */
  onValueChange: (value: string) => void;
  /** Every keystroke, at once: for work that renders nothing (scheduling a draft write). */
  onTyping?: (value: string) => void;
  pauseMs?: number;
};

/**
 * A text field that echoes what is typed natively, as a plain input does, and tells the form when
 * typing pauses: a keystroke costs the browser's own echo, not a render of the whole form and a
 * validation (at 4× CPU the form took ~40 ms a key; a bare input ~8-16 ms). The form still owns
 * the value: leaving the field or pressing Enter hands it over before anything reads it (blur
 * validation, a submit, the next button's state), and a new value from the form is written in.
 */
export function DeferredTextField({
  value,
  onValueChange,
  onTyping,
  pauseMs = TYPING_PAUSE_MS,
  onBlur,
  onKeyDown,
  ...props
}: DeferredTextFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  // What was typed and not yet handed to the form (also handed over if the page is hidden).
  const typed = useCommitScheduler(onValueChange, pauseMs);

  // The form changed the value itself (not the echo of this field's own typing).
  useLayoutEffect(() => {
    const element = input.current;
    if (element && !typed.pending() && element.value !== value) element.value = value;
  }, [value, typed]);

  const changed = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = event.target.value;
    onTyping?.(text);
    typed.schedule(text);
  };
  // Rendered before the form's own handlers run, so they read the new value: Formik validates on
  // blur with the values of its last render, and a disabled submit button stops Enter.
  const left = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    flushSync(typed.flush);
    onBlur?.(event);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) flushSync(typed.flush);
    onKeyDown?.(event);
  };

  return (
    <OutlinedField
      {...props}
      defaultValue={value}
      inputRef={input}
      onChange={changed}
      onBlur={left}
      onKeyDown={keyDown}
    />
  );
}
