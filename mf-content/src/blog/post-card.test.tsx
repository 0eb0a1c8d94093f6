import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { PostCard } from './post-card.tsx';

describe('PostCard', () => {
  it('shows the date, category and title linking to the post', async () => {
    const post = {
      slug: 'zymovyi-dohliad',
      title: 'Зимовий догляд за шкірою',
      image: '/x.svg',
      excerpt: 'Як зберегти захист.',
      date: '2026-11-18',
      category: { slug: 'krasa', name: 'Краса і догляд' },
    };
    const { container } = await renderWithProviders(<PostCard post={post} />);
    expect(container.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-18');
    expect(container.querySelector('.card__meta')!.textContent).toBe('18 листопада 2026 р. · Краса і догляд');
    expect(screen.getByRole('link', { name: 'Зимовий догляд за шкірою' }).getAttribute('href')).toBe(
      '/blog/zymovyi-dohliad',
    );
  });
});
