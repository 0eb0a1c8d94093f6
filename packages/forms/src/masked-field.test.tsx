import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { PHONE } from '@clinic/contracts/constants';
import { messagesFor } from '@clinic/i18n/catalogue';
import { MaskedField } from './masked-field.ts';
import { OrderFormSchema } from './order-form.ts';
import { useValibotForm } from './use-valibot-form.ts';

function Harness({ className }: { className?: string }) {
  const form = useValibotForm(OrderFormSchema, { firstName: '', phone: '', goal: '' });
  return (
    <IntlProvider locale="uk" messages={messagesFor('uk')}>
      <MaskedField
        control={form.control}
        name="phone"
        mask={PHONE.mask}
        label="booking.field.phone"
        placeholder="booking.placeholder.phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        className={className}
        required
      />
      <output data-testid="value">{form.watch('phone')}</output>
    </IntlProvider>
  );
}

describe('MaskedField', () => {
  it('is a labelled input with the translated placeholder and the attributes it is given', () => {
    render(<Harness className="payment-form__input" />);
    const input = screen.getByLabelText('Телефон');
    expect(input).toMatchObject({
      name: 'phone',
      type: 'tel',
      inputMode: 'tel',
      autocomplete: 'tel',
      placeholder: '38(0__) ___-__-__',
      className: 'payment-form__input',
    });
    expect(input.getAttribute('aria-required')).toBe('true');
  });
  it('gives the form the value in the mask shape', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Телефон'), '0501234567');
    expect(screen.getByTestId('value').textContent).toBe('38(050) 123-45-67');
  });
  it('shows the rule that failed once the field is left', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Телефон'), '050');
    await userEvent.tab();
    expect((await screen.findByRole('alert')).textContent).toBe('Некоректний формат');
    expect(screen.getByLabelText('Телефон').getAttribute('aria-invalid')).toBe('true');
  });
});
