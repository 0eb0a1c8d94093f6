import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '@clinic/i18n/catalogue';
import { MESSAGE } from './rules.ts';
import { TextField, type TextFieldProps } from './text-field.ts';

function Harness(props: Omit<TextFieldProps, 'registration' | 'label' | 'autoComplete'>) {
  const { register } = useForm({ defaultValues: { firstName: '' } });
  return (
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <TextField
        registration={register('firstName')}
        label="booking.field.firstName"
        autoComplete="given-name"
        {...props}
      />
    </IntlProvider>
  );
}

describe('TextField', () => {
  it('is an input named as the form field, tied to its translated label', () => {
    render(<Harness required />);
    expect(screen.getByLabelText('First name')).toMatchObject({
      tagName: 'INPUT',
      name: 'firstName',
      type: 'text',
      autocomplete: 'given-name',
    });
    expect(screen.getByLabelText('First name').getAttribute('aria-required')).toBe('true');
  });
  it('is a textarea when multiline, an e-mail input when asked, and carries the input class', () => {
    render(<Harness multiline className="payment-form__input" />);
    expect(screen.getByLabelText('First name')).toMatchObject({
      tagName: 'TEXTAREA',
      className: 'payment-form__input',
    });
    cleanup();
    render(<Harness type="email" />);
    expect(screen.getByLabelText('First name')).toMatchObject({ type: 'email', className: '' });
  });
  it('shows the error text and reads it with the input', () => {
    render(<Harness error={MESSAGE.required} />);
    const input = screen.getByLabelText('First name');
    expect(screen.getByRole('alert').textContent).toBe('Required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
