import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '@clinic/i18n/catalogue';
import type { Locale } from '@clinic/contracts/locale';
import {
  CLOSED_PAYMENT_DIALOG,
  paymentDialogAtom,
  type PaymentDialog as PaymentDialogState,
} from '@clinic/state/dialogs';
import PaymentDialog from './payment-dialog.tsx';

const SIGNED = { action: 'https://pay.example/auth', fields: { payment: 'CC', key: 'KEY', sign: 'abc', order: 'o-1' } };

function renderDialog(state: Partial<PaymentDialogState>, locale: Locale = 'uk') {
  const store = createStore();
  store.set(paymentDialogAtom, { ...CLOSED_PAYMENT_DIALOG, isOpen: true, ...state });
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <PaymentDialog />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  // happy-dom has no showModal by default in every version; the dialog content renders either way.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function fillForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Ваше імʼя'), 'Олена');
  await user.type(screen.getByLabelText('Телефон'), '0671234567');
  await user.selectOptions(screen.getByLabelText('Призначення платежу'), 'services');
  return user;
}

describe('PaymentDialog', () => {
  it('prefills the amount from the dialog state and names inputs as the form fields', () => {
    renderDialog({ amount: '500', desc: 'Ендоліфт' });
    expect((screen.getByLabelText('Сума, грн') as HTMLInputElement).value).toBe('500');
    expect(screen.getByText('Ендоліфт')).toBeTruthy();
    for (const name of ['firstName', 'phone', 'subjectPayment', 'amount'])
      expect(document.querySelectorAll(`[name="${name}"]`)).toHaveLength(1);
  });

  it('shows required errors and sends nothing for an empty form', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderDialog({}, 'en');
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(pay);
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').map((a) => a.parentElement?.querySelector('[name]')?.getAttribute('name')),
      ).toEqual(['firstName', 'phone', 'subjectPayment', 'amount']),
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Required',
      'Required',
      'Required',
      'Required',
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the gateway to sign, then posts the signed form to the provider behind a loader', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(SIGNED), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderDialog({ amount: '500', desc: 'Ендоліфт' });
    const user = await fillForm();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Оплатити' }).getAttribute('aria-disabled')).toBe('false'),
    );
    await user.click(screen.getByRole('button', { name: 'Оплатити' }));

    await waitFor(() => expect(HTMLFormElement.prototype.submit).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/payment/checkout');
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Олена',
      phone: '38(067) 123-45-67',
      subjectPayment: 'services',
      amount: '500',
      description: 'Ендоліфт',
      locale: 'uk',
      returnPath: '/',
    });
    const form = document.querySelector<HTMLFormElement>('form[action="https://pay.example/auth"]')!;
    expect(Object.fromEntries(new FormData(form))).toEqual(SIGNED.fields);
    expect(screen.queryByRole('button', { name: 'Оплатити' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Переходимо до сторінки оплати' })).toBeTruthy();
  });

  it('shows the generic error when the gateway refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderDialog({ amount: '500' });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Оплатити' }));
    expect(await screen.findByText('Упс, щось пішло не так!')).toBeTruthy();
    expect(HTMLFormElement.prototype.submit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Оплатити' })).toBeTruthy();
  });

  it.each([
    [{ showSuccess: true }, 'Ваш запит пройшов успішно', 'Очікуйте зворотнього звʼязку'],
    [{ showError: true }, 'Упс, щось пішло не так!', 'Спробуйте пізніше, або звʼяжіться з нами'],
  ])('shows the result the provider returned with: %o', (state, title, desc) => {
    renderDialog(state);
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(desc)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Оплатити' })).toBeNull();
  });

  it('closes through the atom and forgets the query that opened it', async () => {
    window.history.replaceState(null, '', '/likari?payment-success&tab=1');
    const store = renderDialog({ showSuccess: true });
    await userEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(store.get(paymentDialogAtom)).toEqual(CLOSED_PAYMENT_DIALOG);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/likari?tab=1');
    window.history.replaceState(null, '', '/');
  });
});
