import type { InputHTMLAttributes, Ref } from 'react';
import { IMaskInput } from 'react-imask';

export interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> {
  /** An IMask pattern: `0` is a digit, anything else is fixed (e.g. `PHONE.mask`, `BIRTHDAY.mask`). */
  mask: string;
  /** The masked value, as the rules of spec §5 check it (`38(050) 123-45-67`). */
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A text input that keeps its value in the mask's shape while the visitor types or pastes. */
export function MaskedInput({ mask, value, onValueChange, ref, ...input }: MaskedInputProps) {
  return (
    <IMaskInput
      {...input}
      mask={mask}
      lazy
      value={value}
      inputRef={ref}
      onAccept={(next: unknown) => {
        if (next !== value) onValueChange(String(next));
      }}
    />
  );
}
