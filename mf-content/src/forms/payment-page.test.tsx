import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import PaymentPage from './payment-page.tsx';

describe('PaymentPage', () => {
  it('offers what a payment is for in a plain select, nothing chosen at first', async () => {
    await renderWithProviders(<PaymentPage />, { url: '/payment' });
    const select = screen.getByRole('combobox', { name: 'Призначення платежу' });
    expect(select).toMatchObject({ name: 'subjectPayment', value: '' });
    expect(screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Оберіть призначення'],
      ['consultations', 'Онлайн-консультації'],
      ['products', 'Товари'],
      ['services', 'Послуги'],
    ]);
  });
});
