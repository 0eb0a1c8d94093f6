import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { orderDialogAtom, paymentDialogAtom, reviewDialogAtom } from '@clinic/state/dialogs';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { direction } from '../common/fixtures.ts';
import DirectionPage from './direction-page.tsx';

const dermatology = direction(1, {
  name: 'Дерматологія',
  slug: 'dermatolohiia',
  prices: [{ id: 11, name: 'Консультація дерматолога', price: 800, price_from: false }],
  sub_directions: [
    {
      id: 2,
      name: 'Трихологія',
      slug: 'trykholohiia',
      image_card: '/media/directions/2.svg',
      description: 'Волосся',
      prices: [{ id: 21, name: 'Трихоскопія', price: 650, price_from: true }],
    },
  ],
});

const emptyPage = { list: [], count: 0, page_size: 12, next: null, prev: null };

async function renderAt(url: string) {
  const rendered = await act(
    async () =>
      await renderWithProviders(
        <Routes>
          <Route path="/:direction/:subdirection?" element={<DirectionPage />} />
        </Routes>,
        { url, content: { directions: [dermatology], doctors: emptyPage, diseases: emptyPage, actions: emptyPage } },
      ),
  );
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('direction page', () => {
  it('books the direction through the order dialog, with a note naming the service', async () => {
    const { store } = await renderAt('/dermatolohiia');
    fireEvent.click(screen.getByRole('button', { name: 'Записатися на прийом' }));
    expect(store.get(orderDialogAtom)).toEqual({ isOpen: true, note: 'Послуга: Дерматологія' });
  });

  it('shows the published reviews of the direction shown, a sub-direction’s own', async () => {
    const review = {
      id: 'r1',
      name: 'Оксана',
      comment: 'Волосся знову густе.',
      rating: 5,
      created_at: '2026-11-20T10:00:00.000Z',
    };
    await act(
      async () =>
        await renderWithProviders(
          <Routes>
            <Route path="/:direction/:subdirection?" element={<DirectionPage />} />
          </Routes>,
          {
            url: '/dermatolohiia/trykholohiia',
            content: {
              directions: [dermatology],
              doctors: emptyPage,
              diseases: emptyPage,
              actions: emptyPage,
              reviews: ({ relation_type, relation_slug }) =>
                relation_type === 'direction' && relation_slug === 'trykholohiia' ? [review] : [],
            },
          },
        ),
    );
    expect(await screen.findByText('Волосся знову густе.')).toBeTruthy();
    expect(screen.getByText('Оксана')).toBeTruthy();
  });

  it('opens the review dialog about this direction', async () => {
    const { store } = await renderAt('/dermatolohiia');
    fireEvent.click(screen.getAllByRole('button', { name: 'Залишити відгук' })[0]!);
    expect(store.get(reviewDialogAtom)).toEqual({
      isOpen: true,
      relationType: 'direction',
      relationSlug: 'dermatolohiia',
    });
  });

  it('pays a price-list line with its amount through the payment dialog', async () => {
    const { store } = await renderAt('/dermatolohiia');
    fireEvent.click(screen.getByRole('button', { name: 'Оплатити онлайн: Консультація дерматолога' }));
    expect(store.get(paymentDialogAtom)).toEqual({
      isOpen: true,
      desc: 'Консультація дерматолога',
      amount: '800',
      showSuccess: false,
      showError: false,
    });
  });

  it('on a sub-direction, books, reviews and pays the sub-direction', async () => {
    const { store } = await renderAt('/dermatolohiia/trykholohiia');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Трихологія');
    fireEvent.click(screen.getByRole('button', { name: 'Записатися на прийом' }));
    expect(store.get(orderDialogAtom).note).toBe('Послуга: Трихологія');
    fireEvent.click(screen.getAllByRole('button', { name: 'Залишити відгук' })[0]!);
    expect(store.get(reviewDialogAtom)).toMatchObject({ relationType: 'direction', relationSlug: 'trykholohiia' });
    fireEvent.click(screen.getByRole('button', { name: 'Оплатити онлайн: Трихоскопія' }));
    expect(store.get(paymentDialogAtom)).toMatchObject({ isOpen: true, desc: 'Трихоскопія', amount: '650' });
  });
});
