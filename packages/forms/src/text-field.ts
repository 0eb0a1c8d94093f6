import { createElement } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FormField } from './form-field.ts';

export interface TextFieldProps {
  registration: UseFormRegisterReturn;
  /** Catalogue key of the visible label. */
  label: string;
  /** A catalogue key, as the valibot rules give it. */
  error?: string | undefined;
  autoComplete: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  required?: boolean;
  /** The input's own class, for a form that styles its inputs by class. */
  className?: string;
}

/**
 * A labelled text input (or textarea) registered with react-hook-form under the field's name in the form's request (`firstName`, `phone`, …).
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function TextField({
  registration,
  label,
  error,
  autoComplete,
  type = 'text',
  multiline = false,
  required,
  className,
}: TextFieldProps) {
  return createElement(FormField, {
    name: registration.name,
    label: createElement(FormattedMessage, { id: label }),
    error,
    required,
    children: (control) =>
      multiline
        ? createElement('textarea', { ...control, ...registration, autoComplete, className })
        : createElement('input', { ...control, ...registration, type, autoComplete, className }),
  });
}
