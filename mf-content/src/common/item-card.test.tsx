import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { ItemCard } from './item-card.tsx';

const classesIn = (element: Element) => [...element.children].map((child) => child.className);

describe('ItemCard', () => {
  it('shows the badge, the image, then the meta line, the title linking to the item and the text, then what it is given', async () => {
    const { container } = await renderWithProviders(
      <ItemCard
        className="test-card"
        item={{ image: '/media/a.svg' }}
        to="/a"
        title="Title"
        meta="Meta"
        text="Text"
        badge={<span className="card__badge">Badge</span>}
      >
        <p className="card__price">Price</p>
      </ItemCard>,
    );
    const card = container.querySelector('article')!;
    expect(card.className).toBe('card test-card');
    expect(classesIn(card)).toEqual(['card__badge', 'content-image card__image', 'card__body']);
    expect(classesIn(card.querySelector('.card__body')!)).toEqual([
      'card__meta',
      'card__title',
      'card__text',
      'card__price',
    ]);
    expect(screen.getByRole('link', { name: 'Title' }).getAttribute('href')).toBe('/a');
  });

  it('has no meta line when given none', async () => {
    const { container } = await renderWithProviders(
      <ItemCard className="test-card" item={{ image: '/media/a.svg' }} to="/a" title="Title" text="Text" />,
    );
    expect(classesIn(container.querySelector('.card__body')!)).toEqual(['card__title', 'card__text']);
  });
});
