import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '@clinic/forms/form-field';
import { MaskedInput } from '@clinic/forms/masked-input';

export interface MaskedFieldProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: Path<TValues>;
  /** An IMask pattern: `PHONE.mask` or `BIRTHDAY.mask`. */
  mask: string;
  /** Catalogue keys of the visible label and the placeholder. */
  label: string;
  placeholder: string;
  autoComplete: string;
  inputMode: 'tel' | 'numeric';
}

/** A labelled input that keeps the spec's mask (spec §5: `38(###) ###-##-##`, `##.##.####`). */
export function MaskedField<TValues extends FieldValues>({ control, name, mask, label, autoComplete, placeholder, inputMode }: MaskedFieldProps<TValues>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField name={field.name} label={<FormattedMessage id={label} />} error={fieldState.error?.message} required>
          {(aria) => (
            <MaskedInput
              {...aria}
              ref={field.ref}
              name={field.name}
              mask={mask}
              value={typeof field.value === 'string' ? field.value : ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              type={inputMode === 'tel' ? 'tel' : 'text'}
              inputMode={inputMode}
              autoComplete={autoComplete}
              placeholder={intl.formatMessage({ id: placeholder })}
            />
          )}
        </FormField>
      )}
    />
  );
}
