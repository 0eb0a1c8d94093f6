import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderDialogAtom } from '@clinic/state/dialogs';
import { DIALOG_TEXTS, opener } from '../common/testing/booking-dialog.tsx';
import { OrderDialog } from './order-dialog.tsx';

const dialog = opener(<OrderDialog />, orderDialogAtom, {
  isOpen: true,
  note: 'Дерматологія',
});

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Імʼя'), 'Олена');
  await userEvent.type(screen.getByLabelText('Телефон'), '0501234567');
  await dialog.sendOnFakeTime('Надіслати');
}

describe('OrderDialog', () => {
  it('has real, labelled fields named as the order request names them', () => {
    dialog.renderOpen('uk');
    expect(screen.getByLabelText('Імʼя')).toMatchObject({ name: 'firstName', autocomplete: 'given-name' });
    expect(screen.getByLabelText('Телефон')).toMatchObject({ name: 'phone', autocomplete: 'tel' });
    expect(screen.getByLabelText('Мета візиту')).toMatchObject({ name: 'goal' });
    expect(screen.getByText('Дерматологія')).toBeTruthy();
  });

  it.each([
    ['uk', 'Імʼя', 'Телефон'],
    ['en', 'First name', 'Phone'],
  ] as const)('shows the exact %s messages and ties them to the inputs', async (locale, nameLabel, phoneLabel) => {
    dialog.renderOpen(locale);
    const alerts = await dialog.expectEachRequiredOnSend(locale, 2);
    expect(screen.getByLabelText(nameLabel).getAttribute('aria-describedby')).toBe(alerts[0]!.id);

    await userEvent.type(screen.getByLabelText(phoneLabel), '050123');
    await userEvent.tab();
    expect(await screen.findByText(DIALOG_TEXTS[locale].incorrect)).toBeTruthy();
  });

  it.each([
    ['uk', 'Імʼя', 'Лише один рядок, без спецсимволів'],
    ['en', 'First name', 'One line only, without special characters'],
  ] as const)(
    'refuses a pasted %s name that holds a line separator or a tab, under the field',
    async (locale, label, message) => {
      dialog.renderOpen(locale);
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste('Олена\u2028Bcc: x@y.z');
      await userEvent.tab();
      const alert = await screen.findByText(message);
      expect(screen.getByLabelText(label).getAttribute('aria-describedby')).toBe(alert.id);

      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.paste('Оле\tна');
      await userEvent.tab();
      expect(await screen.findByText(message)).toBeTruthy();
    },
  );

  it('takes a phone pasted in the site’s own display format', async () => {
    dialog.renderOpen('uk');
    await userEvent.click(screen.getByLabelText('Телефон'));
    await userEvent.paste('+38 (050) 123-45-67');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('38(050) 123-45-67');
  });

  it('looks enabled once the form is valid', async () => {
    dialog.renderOpen('uk');
    await userEvent.type(screen.getByLabelText('Імʼя'), 'Олена');
    await userEvent.type(screen.getByLabelText('Телефон'), '0501234567');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('38(050) 123-45-67');
    await screen.findByRole('button', { name: 'Надіслати' });
    await expect
      .poll(() => screen.getByRole('button', { name: 'Надіслати' }).getAttribute('aria-disabled'))
      .toBe('false');
  });

  it('shows a loader while sending, the success text for 18 s after sending finishes, then the empty form', async () => {
    const gateway = dialog.renderOnGateway('uk');
    await fillAndSend();
    expect(screen.getByRole('status', { name: 'Надсилаємо…' })).toBeTruthy();
    expect(gateway.sent).toEqual([
      {
        config: 'order',
        page: window.location.href,
        fields: { firstName: 'Олена', phone: '38(050) 123-45-67', goal: '', note: 'Дерматологія' },
        website: '',
      },
    ]);
    // A slow gateway does not eat into the time the result stays.
    await dialog.elapse(30_000);
    expect(screen.getByRole('status', { name: 'Надсилаємо…' })).toBeTruthy();

    await gateway.answer(202);
    expect(screen.queryByRole('button', { name: 'Надіслати' })).toBeNull();
    // The focus moves from the vanished send button to the message.
    expect(document.activeElement).toBe(screen.getByTestId('send-result'));
    await dialog.expectShownFor18Seconds('Ваша заявка успішно надіслана');
    expect(screen.getByRole('button', { name: 'Надіслати' })).toBeTruthy();
    // The focus the message had goes to the empty form's first field, not to the page's body.
    expect(document.activeElement).toBe(screen.getByLabelText('Імʼя'));
    expect((screen.getByLabelText('Імʼя') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('');
  });

  it('shows the error text for 18 s after a failed send, then the form with what was typed', async () => {
    const gateway = dialog.renderOnGateway('uk');
    await fillAndSend();
    await dialog.elapse(5_000);
    await gateway.answer(503);
    expect(screen.getByRole('alert').textContent).toBe(
      'Упс, щось пішло не так!Спробуйте пізніше, або звʼяжіться з нами',
    );
    await dialog.expectShownFor18Seconds('Упс, щось пішло не так!');
    expect(document.activeElement).toBe(screen.getByLabelText('Імʼя'));
    expect((screen.getByLabelText('Імʼя') as HTMLInputElement).value).toBe('Олена');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('38(050) 123-45-67');
  });
});
