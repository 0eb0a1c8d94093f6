import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Action } from '@clinic/contracts/content/action';
import { staticLoader } from '@clinic/state/static-loader';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { direction } from '../common/fixtures.ts';
import EndoliftPromoPage from './endolift-promo-page.tsx';

const endolift = {
  ...direction(2, { slug: 'endolift', name: 'Ендоліфт' }),
  prices: [
    { id: 148, name: 'Ендоліфт підборіддя', price: 12_000, price_from: false },
    { id: 151, name: 'Ендоліфт живота', price: 22_000, price_from: true },
  ],
};

function promotion(overrides: Partial<Action>): Action {
  return {
    id: 3,
    name: 'Ендоліфт зі знижкою 15%',
    slug: 'endolift-minus-15',
    image: '/media/actions/endolift-minus-15.svg',
    active_to: '2099-11-30',
    price: 10_200,
    percent_off: 15,
    category: { slug: 'plastychna-khirurhiia', name: 'Пластична хірургія' },
    clinics: ['klinika-na-pechersku'],
    excerpt: 'Знижка 15% на ендоліфт будь-якої зони.',
    body: [],
    ...overrides,
  };
}

function content(action: Action) {
  return staticLoader({
    directions: [direction(1, { slug: 'plastychna-khirurhiia', sub_directions: [endolift] })],
    actions: { list: [action], count: 1, page_size: 20, next: null, prev: null },
    clinics: [],
  });
}

/** Each line of the price list: what it shows as its price, and the amount its pay button carries. */
async function priceLines() {
  const list = await screen.findByRole('region', { name: 'Ціни: Ендоліфт' });
  return within(list)
    .getAllByRole('listitem')
    .map((line) => ({
      text: line.querySelector('.prices-list__price')!.textContent,
      amount: new URL(
        within(line)
          .getByRole('button', { name: /^Оплатити онлайн/ })
          .getAttribute('href')!,
        'http://site',
      ).searchParams.get('amount'),
    }));
}

describe('EndoliftPromoPage', () => {
  it('sells every line at the promotion’s discount while it runs, the listed price struck through under it', async () => {
    await renderWithProviders(<EndoliftPromoPage />, { url: '/endolift_promo', content: content(promotion({})) });
    expect(await priceLines()).toEqual([
      { text: '10200 грн замість 12000 грн', amount: '10200' },
      { text: 'від 18700 грн замість від 22000 грн', amount: '18700' },
    ]);
  });

  it('sells at the listed prices once the promotion has ended', async () => {
    await renderWithProviders(<EndoliftPromoPage />, {
      url: '/endolift_promo',
      content: content(promotion({ active_to: '2020-01-31' })),
    });
    expect(await priceLines()).toEqual([
      { text: '12000 грн', amount: '12000' },
      { text: 'від 22000 грн', amount: '22000' },
    ]);
  });
});
