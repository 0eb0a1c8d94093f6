import { createElement, type InputHTMLAttributes } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from './form-field.ts';
import { MaskedInput } from './masked-input.ts';

export interface MaskedFieldProps<TValues extends FieldValues>
  extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'className'> {
  control: Control<TValues>;
  name: Path<TValues>;
  /** An IMask pattern: `0` is a digit, anything else is fixed (e.g. `PHONE.mask`, `BIRTHDAY.mask`). */
  mask: string;
  /** Catalogue keys of the visible label and the placeholder. */
  label: string;
  placeholder?: string;
  required?: boolean;
}

/**
 * A labelled input, bound to react-hook-form, that keeps its mask as typed (the phone's `38(###) ###-##-##`, a date's `##.##.####`).
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function MaskedField<TValues extends FieldValues>({
  control,
  name,
  mask,
  label,
  placeholder,
  required,
  ...input
}: MaskedFieldProps<TValues>) {
  const intl = useIntl();
  return createElement(Controller<TValues>, {
    control,
    name,
    render: ({ field, fieldState }) =>
      createElement(FormField, {
        name: field.name,
        label: createElement(FormattedMessage, { id: label }),
        error: fieldState.error?.message,
        required,
        children: (aria) =>
          createElement(MaskedInput, {
            ...aria,
            ...input,
            ref: field.ref,
            name: field.name,
            mask,
            value: typeof field.value === 'string' ? field.value : '',
            onValueChange: field.onChange,
            onBlur: field.onBlur,
            placeholder: placeholder === undefined ? undefined : intl.formatMessage({ id: placeholder }),
          }),
      }),
  });
}
