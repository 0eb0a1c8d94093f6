import type { Ref } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FileField, type FileFieldHandle } from '@clinic/forms/file-field';
import type { FieldDescription } from '@clinic/forms/form-description';
import { MaskedField } from '@clinic/forms/masked-field';
import { emailAdvice } from '@clinic/forms/rules';
import { SelectField } from '@clinic/forms/select-field';
import { TextField } from '@clinic/forms/text-field';
import { RatingStars } from '../review/rating-stars.tsx';

export interface DialogFieldProps<TValues extends FieldValues> {
  field: FieldDescription;
  form: UseFormReturn<TValues>;
  /** Where a file picker is handed, so that emptying the form empties it too. */
  filePicker?: Ref<FileFieldHandle>;
}

/**
 * One described field as a dialog asks for it, with what a script can add: the mask kept as typed,
 * stars for a rating, the picked file's name, and advice on an e-mail that is no address once the field is left.
 */
export function DialogField<TValues extends FieldValues>({ field, form, filePicker }: DialogFieldProps<TValues>) {
  const name = field.name as Path<TValues>;
  const error = form.getFieldState(name, form.formState).error?.message;
  const input = { label: field.label, autoComplete: field.autoComplete, required: field.required };
  switch (field.kind) {
    case 'rating':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: control }) => (
            <RatingStars
              name={control.name}
              value={Number(control.value ?? field.initial)}
              onChange={control.onChange}
              onBlur={control.onBlur}
            />
          )}
        />
      );
    case 'file':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: control, fieldState }) => (
            <FileField
              ref={filePicker}
              name={control.name}
              label={field.label}
              hint={field.hint}
              accept={field.accept ?? ''}
              value={control.value}
              error={fieldState.error?.message}
              onChange={control.onChange}
              onBlur={control.onBlur}
              required={field.required}
            />
          )}
        />
      );
    case 'select':
      return (
        <SelectField
          {...input}
          registration={form.register(name)}
          error={error}
          options={field.options ?? []}
          placeholder={field.placeholder}
        />
      );
    case 'textarea':
      return <TextField {...input} registration={form.register(name)} error={error} multiline />;
    case 'email': {
      const advice = form.getFieldState(name, form.formState).isTouched ? emailAdvice(form.watch(name)) : undefined;
      return <TextField {...input} registration={form.register(name)} error={error ?? advice} type="email" />;
    }
    default:
      return field.mask ? (
        <MaskedField
          {...input}
          control={form.control}
          name={name}
          mask={field.mask}
          placeholder={field.placeholder}
          type={field.kind === 'tel' ? 'tel' : 'text'}
          inputMode={field.inputMode}
        />
      ) : (
        <TextField {...input} registration={form.register(name)} error={error} />
      );
  }
}
