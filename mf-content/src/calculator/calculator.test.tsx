import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { orderDialogAtom, paymentDialogAtom } from '@clinic/state/dialogs';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { direction } from '../common/fixtures.ts';
import { Calculator } from './calculator.tsx';

const directions = [
  direction(1, {
    name: 'Дерматологія',
    prices: [
      { id: 1, name: 'Консультація', price: 800, price_from: false },
      { id: 2, name: 'Дерматоскопія', price: 350, price_from: false },
    ],
    sub_directions: [
      {
        id: 9,
        name: 'Трихологія',
        slug: 'trykholohiia',
        image_card: '/x.svg',
        description: 'x',
        prices: [{ id: 1, name: 'Трихоскопія', price: 700, price_from: true }],
      },
    ],
  }),
  direction(2, { name: 'Кардіологія', prices: [{ id: 3, name: 'ЕКГ', price: 400, price_from: false }] }),
];

const total = () => screen.getByTestId('calculator-total').textContent;

describe('Calculator', () => {
  it('keeps a running total of the chosen services across directions', async () => {
    const { store } = await renderWithProviders(<Calculator directions={directions} />);
    expect(total()).toBe('Разом: 0 грн');
    fireEvent.click(screen.getByRole('checkbox', { name: /Консультація/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Трихоскопія/ }));
    expect(total()).toBe('Разом: 1500 грн');
    fireEvent.change(screen.getByRole('combobox', { name: 'Напрям' }), { target: { value: 'napriam-2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /ЕКГ/ }));
    expect(total()).toBe('Разом: 1900 грн');
    fireEvent.click(screen.getByRole('button', { name: 'Прибрати: Консультація' }));
    expect(total()).toBe('Разом: 1100 грн');

    fireEvent.click(screen.getByRole('button', { name: 'Оплатити онлайн' }));
    expect(store.get(paymentDialogAtom)).toMatchObject({ isOpen: true, amount: '1100', desc: 'Трихоскопія, ЕКГ' });
    fireEvent.click(screen.getByRole('button', { name: 'Записатися на прийом' }));
    expect(store.get(orderDialogAtom)).toEqual({
      isOpen: true,
      note: 'Калькулятор: Трихоскопія, ЕКГ. Разом: 1100 грн',
    });
  });

  it('unchecking a service takes it off the total; the English total is in UAH', async () => {
    await renderWithProviders(<Calculator directions={directions} />, { locale: 'en' });
    const consultation = screen.getByRole('checkbox', { name: /Консультація/ });
    fireEvent.click(consultation);
    fireEvent.click(screen.getByRole('checkbox', { name: /Дерматоскопія/ }));
    expect(total()).toBe('Total: 1150 UAH');
    fireEvent.click(consultation);
    expect(total()).toBe('Total: 350 UAH');
  });

  it('opens nothing while no service is chosen', async () => {
    const { store } = await renderWithProviders(<Calculator directions={directions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Оплатити онлайн' }));
    expect(store.get(paymentDialogAtom).isOpen).toBe(false);
  });
});
