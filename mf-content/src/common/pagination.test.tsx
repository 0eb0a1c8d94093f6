import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { Pagination, pageWindow } from './pagination.tsx';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps the ends and two either side, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });
});

describe('Pagination', () => {
  it('links every page and marks the current one', async () => {
    await renderWithProviders(<Pagination page={2} pageCount={3} hrefFor={(page) => ({ search: `page=${page}` })} />, {
      url: '/blog?page=2',
    });
    expect(screen.getByRole('link', { name: 'Сторінка 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Сторінка 3' }).getAttribute('href')).toBe('/blog?page=3');
    expect(screen.getByRole('link', { name: '← Попередня' }).getAttribute('href')).toBe('/blog?page=1');
    expect(screen.getByRole('link', { name: 'Наступна →' }).getAttribute('href')).toBe('/blog?page=3');
  });
  it('shows nothing for a single page', async () => {
    await renderWithProviders(<Pagination page={1} pageCount={1} hrefFor={() => ({})} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
