import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { direction } from '../common/fixtures.ts';
import { ServiceCard } from './service-card.tsx';

describe('ServiceCard', () => {
  it('shows where the prices start', async () => {
    const service = direction(1, {
      prices: [
        { id: 1, name: 'a', price: 800, price_from: false },
        { id: 2, name: 'b', price: 350, price_from: false },
      ],
    });
    const { container } = await renderWithProviders(<ServiceCard service={service} to="/napriam-1" />);
    expect(container.querySelector('.card__price')!.textContent).toBe('від 350 грн');
    expect(screen.getByRole('link', { name: 'Напрям 1' }).getAttribute('href')).toBe('/napriam-1');
  });

  it('shows no price when the list is empty', async () => {
    const { container } = await renderWithProviders(<ServiceCard service={direction(2)} to="/napriam-2" />);
    expect(container.querySelector('.card__price')).toBeNull();
  });
});
