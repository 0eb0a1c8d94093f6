import { createElement, type Ref } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FileField, type FileFieldHandle } from './file-field.ts';
import type { FieldDescription } from './form-description.ts';
import { MaskedField } from './masked-field.ts';
import { RatingStars } from './rating-stars.ts';
import { emailAdvice } from './rules.ts';
import { SelectField } from './select-field.ts';
import { TextField } from './text-field.ts';

export interface DescribedFieldProps<TValues extends FieldValues> {
  field: FieldDescription;
  form: UseFormReturn<TValues>;
  /** Where a file picker is handed, so that emptying the form empties it too. */
  filePicker?: Ref<FileFieldHandle>;
  /** The input's own class, for a form that styles its inputs by class. */
  className?: string;
}

/**
 * One described field as a form with scripts asks for it, bound to react-hook-form, with what a script
 * can add: the mask kept as typed, stars for a rating, the picked file's name, and advice on an e-mail
 * that is no address once the field is left.
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function DescribedField<TValues extends FieldValues>({
  field,
  form,
  filePicker,
  className,
}: DescribedFieldProps<TValues>) {
  const name = field.name as Path<TValues>;
  const state = form.getFieldState(name, form.formState);
  const error = state.error?.message;
  const input = { label: field.label, autoComplete: field.autoComplete, required: field.required, className };
  switch (field.kind) {
    case 'rating':
      return createElement(Controller<TValues>, {
        control: form.control,
        name,
        render: ({ field: control }) =>
          createElement(RatingStars, {
            name: control.name,
            value: Number(control.value ?? field.initial),
            onChange: control.onChange,
            onBlur: control.onBlur,
          }),
      });
    case 'file':
      return createElement(Controller<TValues>, {
        control: form.control,
        name,
        render: ({ field: control, fieldState }) =>
          createElement(FileField, {
            ref: filePicker,
            name: control.name,
            label: field.label,
            hint: field.hint,
            accept: field.accept ?? '',
            value: control.value,
            error: fieldState.error?.message,
            onChange: control.onChange,
            onBlur: control.onBlur,
            required: field.required,
          }),
      });
    case 'select':
      return createElement(SelectField, {
        ...input,
        registration: form.register(name),
        error,
        options: field.options ?? [],
        placeholder: field.placeholder,
      });
    case 'textarea':
      return createElement(TextField, { ...input, registration: form.register(name), error, multiline: true });
    case 'email': {
      const advice = state.isTouched ? emailAdvice(form.watch(name)) : undefined;
      return createElement(TextField, {
        ...input,
        registration: form.register(name),
        error: error ?? advice,
        type: 'email',
      });
    }
    default:
      return field.mask
        ? createElement(MaskedField<TValues>, {
            ...input,
            control: form.control,
            name,
            mask: field.mask,
            placeholder: field.placeholder,
            type: field.kind === 'tel' ? 'tel' : 'text',
            inputMode: field.inputMode,
          })
        : createElement(TextField, { ...input, registration: form.register(name), error });
  }
}
