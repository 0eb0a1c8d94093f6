import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FormField } from '@clinic/forms/form-field';

export interface TextFieldProps {
  registration: UseFormRegisterReturn;
  /** Catalogue key of the visible label. */
  label: string;
  error?: string | undefined;
  autoComplete: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  required?: boolean;
}

/** A labelled text input (or textarea) registered with react-hook-form under the spec's field name. */
export function TextField({ registration, label, error, autoComplete, type = 'text', multiline = false, required }: TextFieldProps) {
  return (
    <FormField name={registration.name} label={<FormattedMessage id={label} />} error={error} required={required}>
      {(control) =>
        multiline ? <textarea {...control} {...registration} autoComplete={autoComplete} /> : <input {...control} {...registration} type={type} autoComplete={autoComplete} />
      }
    </FormField>
  );
}
