import { createElement, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
