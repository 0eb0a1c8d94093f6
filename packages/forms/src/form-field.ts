import { createElement, useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageLanguage } from '@clinic/i18n/message-language';

/** What a field's input needs to be tied to its label, hint and error. */
interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FormFieldProps {
  /** The form field's name; part of the input id. */
  name: string;
  label: ReactNode;
  /** A catalogue key, as the valibot rules give it. */
  error?: string | undefined;
  /** A catalogue key for a permanent hint (e.g. the CV's file types). */
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A visible label, the input, and a hint and an error that screen readers read with the input.
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function FormField({ name, label, error, hint, required, className, children }: FormFieldProps) {
  const intl = useIntl();
  const id = `${useId()}${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return createElement(
    'div',
    { className: ['form-field', className].filter(Boolean).join(' '), 'data-invalid': error ? '' : undefined },
    createElement('label', { className: 'form-field__label', htmlFor: id }, label),
    children({
      id,
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
    }),
    hint
      ? createElement(
          'p',
          { className: 'form-field__hint', id: hintId, lang: messageLanguage(intl.locale, hint) },
          intl.formatMessage({ id: hint }),
        )
      : null,
    error
      ? createElement(
          'p',
          { className: 'form-field__error', id: errorId, role: 'alert', lang: messageLanguage(intl.locale, error) },
          intl.formatMessage({ id: error }),
        )
      : null,
  );
}

/** What a field registered with react-hook-form is given, whatever its control. */
export interface RegisteredFieldProps {
  registration: UseFormRegisterReturn;
  /** Catalogue key of the visible label. */
  label: string;
  /** A catalogue key, as the valibot rules give it. */
  error?: string | undefined;
  autoComplete?: string;
  required?: boolean;
  /** The control's own class, for a form that styles its inputs by class. */
  className?: string;
}

/** What a registered field's control is drawn with: its ties to the label, hint and error, and its registration. */
type RegisteredControlProps = FieldControlProps &
  UseFormRegisterReturn &
  Pick<RegisteredFieldProps, 'autoComplete' | 'className'>;

/**
 * A FormField around one control registered under the field's name in the form's request: the
 * label is the catalogue's text, and the control gets the field's ties, registration, autocomplete and class.
 */
export function registeredField(
  { registration, label, error, required, autoComplete, className }: RegisteredFieldProps,
  control: (props: RegisteredControlProps) => ReactNode,
) {
  return createElement(FormField, {
    name: registration.name,
    label: createElement(FormattedMessage, { id: label }),
    error,
    required,
    children: (aria) => control({ ...aria, ...registration, autoComplete, className }),
  });
}
