import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Disease } from '@clinic/contracts/content/disease';
import { staticLoader } from '@clinic/state/static-loader';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import DiseasesPage from '../diseases/diseases-page.tsx';

const disease = (id: number, slug: string) =>
  ({
    id,
    slug,
    name: slug,
    image: `/media/${slug}.jpg`,
    excerpt: '',
    category: { slug: 'shkira', name: 'Шкіра' },
  }) as Disease;

function content() {
  return staticLoader({
    diseaseCategories: [
      { id: 1, slug: 'shkira', name: 'Шкіра' },
      { id: 2, slug: 'sertse', name: 'Серце' },
    ],
    diseases: ({ category_slug, page = 1 }) => ({
      list: [disease(page, `${category_slug ?? 'all'}-${page}`)],
      count: 2,
      page_size: 1,
      next: page < 2 ? 2 : null,
      prev: page > 1 ? 1 : null,
    }),
  });
}

// Through one of the pages made of it: the heading, chips and list are the same for all five.
describe('CategoryListPage', () => {
  it('shows the heading, the chips of its categories and the list of the chosen one', async () => {
    await renderWithProviders(<DiseasesPage />, { url: '/zahvoryuvannya?category=shkira&page=2', content: content() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Захворювання');
    expect(await screen.findByRole('link', { name: 'shkira-2' })).toBeTruthy();
    const chips = within(await screen.findByRole('navigation', { name: 'Категорії' })).getAllByRole('link');
    expect(
      chips.map((chip) => [chip.textContent, chip.getAttribute('href'), chip.getAttribute('aria-current')]),
    ).toEqual([
      ['Усі', '/zahvoryuvannya', null],
      ['Шкіра', '/zahvoryuvannya?category=shkira', 'true'],
      ['Серце', '/zahvoryuvannya?category=sertse', null],
    ]);
  });

  it('starts another category from its first page', async () => {
    await renderWithProviders(<DiseasesPage />, { url: '/zahvoryuvannya?category=shkira&page=2', content: content() });
    await screen.findByRole('link', { name: 'shkira-2' });
    // The chips come with their own answer, which may arrive after the list's.
    const heart = await screen.findByRole('link', { name: 'Серце' });
    await act(async () => fireEvent.click(heart));
    expect(await screen.findByRole('link', { name: 'sertse-1' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/zahvoryuvannya?category=sertse');
  });
});
