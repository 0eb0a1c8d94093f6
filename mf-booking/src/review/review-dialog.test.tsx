import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewDialogAtom } from '@clinic/state/dialogs';
import { DIALOG_TEXTS, opener } from '../common/testing/booking-dialog.tsx';
import { ReviewDialog } from './review-dialog.tsx';

const dialog = opener(<ReviewDialog />, reviewDialogAtom, {
  isOpen: true,
  relationType: 'doctor',
  relationSlug: 'olena-kovalenko',
});

const stars = () => screen.getAllByRole('radio') as HTMLInputElement[];

describe('ReviewDialog', () => {
  it('has five stars of size 18, the fifth chosen by default', () => {
    dialog.renderOpen();
    expect(screen.getByRole('group', { name: 'Оцінка' })).toBeTruthy();
    expect(stars().map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 з 5',
      '2 з 5',
      '3 з 5',
      '4 з 5',
      '5 з 5',
    ]);
    expect(stars().map((star) => star.name)).toEqual(Array(5).fill('rating'));
    expect(
      stars()
        .filter((star) => star.checked)
        .map((star) => star.value),
    ).toEqual(['5']);
    const icons = [...document.querySelectorAll('.form-rating svg')];
    expect(icons).toHaveLength(5);
    for (const icon of icons) expect([icon.getAttribute('width'), icon.getAttribute('height')]).toEqual(['18', '18']);
    expect(document.querySelectorAll('.form-rating__star.is-on')).toHaveLength(5);
  });

  it('lights the stars up to the one chosen', async () => {
    dialog.renderOpen();
    await userEvent.click(screen.getByRole('radio', { name: '3 з 5' }));
    expect(
      stars()
        .filter((star) => star.checked)
        .map((star) => star.value),
    ).toEqual(['3']);
    expect(document.querySelectorAll('.form-rating__star.is-on')).toHaveLength(3);
  });

  it.each([
    ['uk', 'Імʼя', 'Телефон', 'Ваш відгук'],
    ['en', 'First name', 'Phone', 'Your review'],
  ] as const)(
    'names its fields and shows the exact %s messages',
    async (locale, nameLabel, phoneLabel, reviewLabel) => {
      const { required, incorrect } = DIALOG_TEXTS[locale];
      dialog.renderOpen(locale);
      expect(screen.getByLabelText(nameLabel)).toMatchObject({ name: 'firstName', autocomplete: 'given-name' });
      expect(screen.getByLabelText(phoneLabel)).toMatchObject({ name: 'phone', autocomplete: 'tel' });
      expect(screen.getByLabelText(reviewLabel)).toMatchObject({ name: 'comment', tagName: 'TEXTAREA' });
      await dialog.expectEachRequiredOnSend(locale, 3);

      await userEvent.type(screen.getByLabelText(phoneLabel), '067123');
      await userEvent.tab();
      expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
        required,
        incorrect,
        required,
      ]);
    },
  );

  it('sends the review with its stars and subject, shows the review text for 18 s, then the empty form at five stars', async () => {
    const gateway = dialog.renderOnGateway();
    await userEvent.type(screen.getByLabelText('Імʼя'), 'Ірина');
    await userEvent.type(screen.getByLabelText('Телефон'), '0671234567');
    await userEvent.type(screen.getByLabelText('Ваш відгук'), 'Дякую!');
    await userEvent.click(screen.getByRole('radio', { name: '4 з 5' }));
    await dialog.sendOnFakeTime('Надіслати');
    expect(gateway.sent).toEqual([
      {
        config: 'review',
        page: window.location.href,
        fields: {
          firstName: 'Ірина',
          phone: '38(067) 123-45-67',
          comment: 'Дякую!',
          rating: 4,
          relationType: 'doctor',
          relationSlug: 'olena-kovalenko',
        },
        website: '',
      },
    ]);
    await dialog.elapse(10_000);
    await gateway.answer(202);
    await dialog.expectShownFor18Seconds('Ваш відгук надіслано і найближчим часом буде опубліковано');
    expect((screen.getByLabelText('Ваш відгук') as HTMLTextAreaElement).value).toBe('');
    expect(
      stars()
        .filter((star) => star.checked)
        .map((star) => star.value),
    ).toEqual(['5']);
  });

  it('shows the error text for 18 s after a failed send', async () => {
    const gateway = dialog.renderOnGateway('en');
    await userEvent.type(screen.getByLabelText('First name'), 'Iryna');
    await userEvent.type(screen.getByLabelText('Phone'), '0671234567');
    await userEvent.type(screen.getByLabelText('Your review'), 'Thanks');
    await dialog.sendOnFakeTime('Send');
    await gateway.answer(500);
    expect(screen.getByText('Please, try again later or contact us')).toBeTruthy();
    await dialog.expectShownFor18Seconds('Oops, something went wrong!');
    expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Thanks');
  });
});
