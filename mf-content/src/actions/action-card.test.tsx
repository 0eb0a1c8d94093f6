import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { ActionCard } from './action-card.tsx';

const action = {
  slug: 'epiliatsiia-pakhv-v-podarunok',
  name: 'Епіляція пахв у подарунок',
  image: '/media/actions/a.svg',
  excerpt: 'Зона пахв у подарунок.',
  active_to: '2027-01-31',
  category: { slug: 'lazerna-epiliatsiia', name: 'Лазерна епіляція' },
};

describe('ActionCard', () => {
  it('shows the active-to date as a badge while the promotion runs', async () => {
    const { container } = await renderWithProviders(<ActionCard action={action} today="2026-11-21" />);
    expect(container.querySelector('.card__badge')!.textContent).toBe('до 31 січня 2027 р.');
    expect(screen.getByRole('link', { name: action.name }).getAttribute('href')).toBe(
      '/actions/epiliatsiia-pakhv-v-podarunok',
    );
  });

  it('states its price under the promotion, when it has one', async () => {
    const { container } = await renderWithProviders(
      <ActionCard action={{ ...action, price: 2400 }} today="2026-11-21" />,
    );
    expect(container.querySelector('.card__price')!.textContent).toMatch(/^Ціна за акцією: 2\s?400 грн$/);
    const { container: without } = await renderWithProviders(<ActionCard action={action} today="2026-11-21" />);
    expect(without.querySelector('.card__price')).toBeNull();
  });

  it('runs through its last day and says it ended after it', async () => {
    const { container } = await renderWithProviders(<ActionCard action={action} today="2027-01-31" />, {
      locale: 'en',
    });
    expect(container.querySelector('.card__badge')!.textContent).toBe('until January 31, 2027');
    await renderWithProviders(<ActionCard action={action} today="2027-02-01" />, { locale: 'en' });
    expect(screen.getByText('Offer ended')).toBeTruthy();
  });

  it('reserves the image size and loads it lazily', async () => {
    const { container } = await renderWithProviders(<ActionCard action={action} today="2026-11-21" />);
    const image = container.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
      '400',
      '300',
      'lazy',
    ]);
  });
});
