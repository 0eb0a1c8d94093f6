import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { post } from '../common/fixtures.ts';
import { PostCard } from './post-card.tsx';

describe('PostCard', () => {
  it('shows the date, category and title linking to the post', async () => {
    const { container } = await renderWithProviders(<PostCard post={post} />);
    expect(container.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-18');
    expect(container.querySelector('.card__meta')!.textContent).toBe('18 листопада 2026 р. · Краса і догляд');
    expect(screen.getByRole('link', { name: 'Зимовий догляд за шкірою' }).getAttribute('href')).toBe(
      '/blog/zymovyi-dohliad',
    );
  });
});
