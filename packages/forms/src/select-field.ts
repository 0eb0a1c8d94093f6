import { createElement, Fragment } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from './form-field.ts';

export interface SelectOption {
  value: string;
  /** Catalogue key of the option's text, and the values its message takes. */
  label: string;
  labelValues?: Record<string, number>;
}

export interface SelectOptionsProps {
  options: readonly SelectOption[];
  /** Catalogue key of a first option with an empty value, shown while nothing is chosen. */
  placeholder?: string;
}

/** A select's options with their translated texts, for a select that is not registered with react-hook-form. */
export function SelectOptions({ options, placeholder }: SelectOptionsProps) {
  const intl = useIntl();
  return createElement(
    Fragment,
    null,
    placeholder === undefined ? null : createElement('option', { value: '' }, intl.formatMessage({ id: placeholder })),
    options.map((option) =>
      createElement(
        'option',
        { key: option.value, value: option.value },
        intl.formatMessage({ id: option.label }, option.labelValues),
      ),
    ),
  );
}

export interface SelectFieldProps extends SelectOptionsProps {
  registration: UseFormRegisterReturn;
  /** Catalogue key of the visible label. */
  label: string;
  /** A catalogue key, as the valibot rules give it. */
  error?: string | undefined;
  autoComplete?: string;
  required?: boolean;
  /** The select's own class, for a form that styles its inputs by class. */
  className?: string;
}

/**
 * A labelled select registered with react-hook-form under the form field's name.
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function SelectField({
  registration,
  label,
  error,
  options,
  placeholder,
  autoComplete,
  required,
  className,
}: SelectFieldProps) {
  return createElement(FormField, {
    name: registration.name,
    label: createElement(FormattedMessage, { id: label }),
    error,
    required,
    children: (control) =>
      createElement(
        'select',
        { ...control, ...registration, autoComplete, className },
        createElement(SelectOptions, { options, placeholder }),
      ),
  });
}
