import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Review } from '@clinic/contracts/content/review';
import { reviewDialogAtom } from '@clinic/state/dialogs';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { ReviewsCarousel } from './reviews-carousel.tsx';

const ivanna: Review = {
  id: 'r1',
  name: 'Іванна',
  comment: 'Уважна лікарка, все пояснила.',
  rating: 4,
  created_at: '2026-11-20T10:00:00.000Z',
};
const petro: Review = {
  id: 'r2',
  name: 'Петро',
  comment: 'Швидко і без черг.',
  rating: 5,
  created_at: '2026-11-19T10:00:00.000Z',
};

async function renderFor(locale: 'uk' | 'en', byDoctor: Record<string, Review[]>) {
  return act(
    async () =>
      await renderWithProviders(<ReviewsCarousel relationType="doctor" relationSlug="olena-kovalenko" />, {
        locale,
        content: {
          reviews: (query) => (query.relation_type === 'doctor' ? (byDoctor[query.relation_slug ?? ''] ?? []) : []),
        },
      }),
  );
}

describe('reviews carousel', () => {
  it('shows the published reviews of its doctor, with their own names, texts and ratings', async () => {
    await renderFor('uk', { 'olena-kovalenko': [ivanna, petro], other: [{ ...petro, id: 'r3', name: 'Чужий' }] });
    const section = screen.getByRole('region', { name: 'Відгуки пацієнтів' });
    expect(await within(section).findByText('Уважна лікарка, все пояснила.')).toBeTruthy();
    expect(within(section).getByText('Іванна')).toBeTruthy();
    expect(within(section).getByText('Петро')).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Оцінка 4 з 5' })).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Оцінка 5 з 5' })).toBeTruthy();
    expect(within(section).queryByText('Чужий')).toBeNull();
    expect(within(section).queryByText(/Відгуків ще немає/)).toBeNull();
  });

  it('says there are none yet when nobody has been published, in both locales, and still takes a review', async () => {
    const { store } = await renderFor('uk', { other: [ivanna] });
    expect(await screen.findByText('Відгуків ще немає. Будьте першим, хто поділиться враженнями.')).toBeTruthy();
    expect(document.querySelectorAll('.review-card')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Залишити відгук' }));
    expect(store.get(reviewDialogAtom)).toEqual({
      isOpen: true,
      relationType: 'doctor',
      relationSlug: 'olena-kovalenko',
    });
  });

  it('says so in English too', async () => {
    await renderFor('en', {});
    expect(await screen.findByText('No reviews yet. Be the first to share your experience.')).toBeTruthy();
  });

  it('shows a review in the language it was written in, marked with its lang, on either locale', async () => {
    const anna: Review = {
      id: 'r4',
      name: 'Anna',
      comment: 'Calm and thorough, no pressure.',
      rating: 5,
      created_at: '2026-11-18T10:00:00.000Z',
      lang: 'en',
    };
    await renderFor('uk', { 'olena-kovalenko': [{ ...ivanna, lang: 'uk' }, anna] });
    const english = await screen.findByText('Calm and thorough, no pressure.');
    expect(english.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Уважна лікарка, все пояснила.').getAttribute('lang')).toBe('uk');
    // Only the review in the other language says which one it is.
    expect(screen.getAllByText('Відгук написано англійською')).toHaveLength(1);
    expect(english.closest('.review-card')?.textContent).toContain('Відгук написано англійською');
  });
});
