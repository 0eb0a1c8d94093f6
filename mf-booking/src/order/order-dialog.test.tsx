import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@clinic/contracts/locale';
import { messagesFor } from '@clinic/i18n/catalogue';
import { orderDialogAtom } from '@clinic/state/dialogs';
import { OrderDialog } from './order-dialog.tsx';

afterEach(cleanup);

function renderOpen(locale: Locale) {
  const store = createStore();
  store.set(orderDialogAtom, { isOpen: true, note: 'Дерматологія' });
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <OrderDialog />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

describe('OrderDialog', () => {
  it('has real, labelled fields named as the spec names them', () => {
    renderOpen('uk');
    expect(screen.getByLabelText('Імʼя')).toMatchObject({ name: 'firstName', autocomplete: 'given-name' });
    expect(screen.getByLabelText('Телефон')).toMatchObject({ name: 'phone', autocomplete: 'tel' });
    expect(screen.getByLabelText('Мета візиту')).toMatchObject({ name: 'goal' });
    expect(screen.getByText('Дерматологія')).toBeTruthy();
  });

  it.each([
    ['uk', 'Надіслати', 'Імʼя', 'Телефон', 'Це поле обовʼязкове', 'Некоректний формат'],
    ['en', 'Send', 'First name', 'Phone', 'Required', 'Incorrect format'],
  ] as const)('shows the exact %s messages and ties them to the inputs', async (locale, send, nameLabel, phoneLabel, required, incorrect) => {
    renderOpen(locale);
    const button = screen.getByRole('button', { name: send });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([required, required]);
    expect(screen.getByLabelText(nameLabel).getAttribute('aria-describedby')).toBe(alerts[0]!.id);

    await userEvent.type(screen.getByLabelText(phoneLabel), '050123');
    await userEvent.tab();
    expect(await screen.findByText(incorrect)).toBeTruthy();
  });

  it('looks enabled once the form is valid', async () => {
    renderOpen('uk');
    await userEvent.type(screen.getByLabelText('Імʼя'), 'Олена');
    await userEvent.type(screen.getByLabelText('Телефон'), '0501234567');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('38(050) 123-45-67');
    await screen.findByRole('button', { name: 'Надіслати' });
    await expect.poll(() => screen.getByRole('button', { name: 'Надіслати' }).getAttribute('aria-disabled')).toBe('false');
  });
});
