import { createElement, type ComponentType, type InputHTMLAttributes, type Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { PHONE } from '@clinic/contracts/constants';
import { PHONE_INPUT } from './phone.ts';

export interface MaskedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> {
  /** An IMask pattern: `0` is a digit, anything else is fixed (e.g. `PHONE.mask`, `BIRTHDAY.mask`). */
  mask: string;
  /** The masked value, as the form rules check it (`38(050) 123-45-67`). */
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

// IMaskInput's props are a union over every mask kind; this component only uses patterns.
const PatternInput = IMaskInput as unknown as ComponentType<Record<string, unknown>>;

/**
 * A text input that keeps its value in the mask's shape while the visitor types or pastes.
 * `PHONE.mask` also takes a number as people write it (`+380…`, `050 123 45 67`, see phone.ts).
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function MaskedInput({ mask, value, onValueChange, ref, ...input }: MaskedInputProps) {
  return createElement(PatternInput, {
    ...input,
    ...(mask === PHONE.mask ? PHONE_INPUT : { mask }),
    lazy: true,
    value,
    inputRef: ref,
    onAccept: (next: unknown) => {
      if (next !== value) onValueChange(String(next));
    },
  });
}
