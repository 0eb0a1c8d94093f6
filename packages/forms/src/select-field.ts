import { createElement, Fragment } from 'react';
import { useIntl } from 'react-intl';
import { registeredField, type RegisteredFieldProps } from './form-field.ts';

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

export interface SelectFieldProps extends SelectOptionsProps, RegisteredFieldProps {}

/**
 * A labelled select registered with react-hook-form under the form field's name.
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  return registeredField(field, (control) =>
    createElement('select', control, createElement(SelectOptions, { options, placeholder })),
  );
}
