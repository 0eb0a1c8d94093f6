import { createElement } from 'react';
import { registeredField, type RegisteredFieldProps } from './form-field.ts';

export interface TextFieldProps extends RegisteredFieldProps {
  autoComplete: string;
  type?: 'text' | 'email';
  multiline?: boolean;
}

/**
 * A labelled text input (or textarea) registered with react-hook-form under the field's name in the form's request (`firstName`, `phone`, …).
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function TextField({ type = 'text', multiline = false, ...field }: TextFieldProps) {
  return registeredField(field, (control) =>
    multiline ? createElement('textarea', control) : createElement('input', { ...control, type }),
  );
}
