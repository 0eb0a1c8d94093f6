import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '@clinic/i18n/catalogue';
import type { Locale } from '@clinic/contracts/locale';
import { FormField } from './form-field.ts';
import { MESSAGE } from './rules.ts';

function renderField(locale: Locale, error?: string, hint?: string) {
  return render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <FormField name="phone" label="Телефон" error={error} hint={hint} required>
        {(control) => <input {...control} name="phone" autoComplete="tel" />}
      </FormField>
    </IntlProvider>,
  );
}

describe('FormField', () => {
  it('ties a visible label to the input', () => {
    renderField('uk');
    const input = screen.getByLabelText('Телефон');
    expect(input.getAttribute('name')).toBe('phone');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
  it.each([
    ['uk', MESSAGE.required, 'Це поле обовʼязкове'],
    ['en', MESSAGE.required, 'Required'],
    ['uk', MESSAGE.incorrect, 'Некоректний формат'],
    ['en', MESSAGE.incorrect, 'Incorrect format'],
  ] as const)('shows the %s text of %s and ties it to the input', (locale, key, text) => {
    renderField(locale, key);
    const input = screen.getByLabelText('Телефон');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe(text);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });
  it('reads the hint with the input', () => {
    renderField('en', undefined, MESSAGE.cvType);
    const input = screen.getByLabelText('Телефон');
    const hint = screen.getByText('use only doc, docx, pdf files');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
  });
});
