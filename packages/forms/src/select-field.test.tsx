import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '@clinic/i18n/catalogue';
import { PAYMENT_SUBJECT_OPTIONS } from './payment-form.ts';
import { MESSAGE } from './rules.ts';
import { SelectField, SelectOptions, type SelectFieldProps } from './select-field.ts';

function Harness(props: Partial<Omit<SelectFieldProps, 'registration' | 'label'>>) {
  const { register, watch } = useForm({ defaultValues: { subjectPayment: '' } });
  return (
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <SelectField
        registration={register('subjectPayment')}
        label="payment.form.subject"
        options={PAYMENT_SUBJECT_OPTIONS}
        {...props}
      />
      <output>{watch('subjectPayment')}</output>
    </IntlProvider>
  );
}

describe('SelectField', () => {
  it('is a select named as the form field, tied to its translated label, offering the translated options', () => {
    render(<Harness placeholder="payment.form.subjectPlaceholder" className="payment-form__input" required />);
    const select = screen.getByRole('combobox', { name: 'Payment for' });
    expect(select).toMatchObject({ name: 'subjectPayment', className: 'payment-form__input', value: '' });
    expect(select.getAttribute('aria-required')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose what you pay for',
      'Online consultations',
      'Products',
      'Services',
    ]);
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'consultations',
      'products',
      'services',
    ]);
  });

  it('hands the chosen value to the form', async () => {
    render(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText('Payment for'), 'products');
    expect(screen.getByRole('status').textContent).toBe('products');
  });

  it('shows the error text and reads it with the select', () => {
    render(<Harness error={MESSAGE.required} />);
    const select = screen.getByLabelText('Payment for');
    expect(screen.getByRole('alert').textContent).toBe('Required');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});

describe('SelectOptions', () => {
  it('fills a plain select with translated options and the values their messages take', () => {
    render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <select aria-label="Rating" defaultValue="4">
          <SelectOptions
            options={[5, 4].map((count) => ({
              value: String(count),
              label: 'booking.rating.star',
              labelValues: { count },
            }))}
          />
        </select>
      </IntlProvider>,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5 of 5', '4 of 5']);
    expect(screen.getByRole('combobox', { name: 'Rating' })).toMatchObject({ value: '4' });
  });
});
