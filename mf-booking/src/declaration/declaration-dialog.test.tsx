import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declarationDialogAtom } from '@clinic/state/dialogs';
import { DIALOG_TEXTS, opener } from '../common/testing/booking-dialog.tsx';
import { DeclarationDialog } from './declaration-dialog.tsx';

const dialog = opener(<DeclarationDialog />, declarationDialogAtom, { isOpen: true });

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('DeclarationDialog', () => {
  it('is titled and names its fields as the declaration request does', () => {
    dialog.renderOpen();
    expect(screen.getByRole('heading').textContent).toBe('Підписати декларацію');
    expect(input('ПІБ')).toMatchObject({ name: 'pib', autocomplete: 'name' });
    expect(input('Телефон')).toMatchObject({ name: 'phone', autocomplete: 'tel', placeholder: '38(0__) ___-__-__' });
    expect(input('Дата народження')).toMatchObject({
      name: 'birthday',
      autocomplete: 'bday',
      placeholder: 'ДД.ММ.РРРР',
    });
  });

  it.each([
    ['uk', 'ПІБ', 'Телефон', 'Дата народження'],
    ['en', 'Full name', 'Phone', 'Date of birth'],
  ] as const)(
    'shows the exact %s messages: all three required, then a short phone and birthday',
    async (locale, pib, phone, birthday) => {
      const { send, incorrect } = DIALOG_TEXTS[locale];
      dialog.renderOpen(locale);
      await dialog.expectEachRequiredOnSend(locale, 3);
      expect(input(pib).getAttribute('aria-invalid')).toBe('true');

      await userEvent.type(input(pib), 'Іваненко Олена');
      await userEvent.type(input(phone), '050123');
      await userEvent.type(input(birthday), '0102');
      await userEvent.tab();
      expect(input(birthday).value).toBe('01.02');
      expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([incorrect, incorrect]);
      expect(screen.getByRole('button', { name: send }).getAttribute('aria-disabled')).toBe('true');
    },
  );

  it('sends the three fields, shows the common success text for 18 s, then the empty form', async () => {
    const gateway = dialog.renderOnGateway();
    await userEvent.type(input('ПІБ'), 'Іваненко Олена');
    await userEvent.type(input('Телефон'), '0501234567');
    await userEvent.type(input('Дата народження'), '01021990');
    expect(input('Дата народження').value).toBe('01.02.1990');
    await expect
      .poll(() => screen.getByRole('button', { name: 'Надіслати' }).getAttribute('aria-disabled'))
      .toBe('false');
    await dialog.sendOnFakeTime('Надіслати');
    expect(gateway.sent).toEqual([
      {
        config: 'declaration',
        page: window.location.href,
        fields: { pib: 'Іваненко Олена', phone: '38(050) 123-45-67', birthday: '01.02.1990' },
        website: '',
      },
    ]);
    await dialog.elapse(3_000);
    await gateway.answer(202);
    expect(screen.getByText('Очікуйте зворотнього звʼязку')).toBeTruthy();
    await dialog.expectShownFor18Seconds('Ваш запит пройшов успішно');
    expect([input('ПІБ').value, input('Телефон').value, input('Дата народження').value]).toEqual(['', '', '']);
  });
});
