import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import type { SearchResult } from '@clinic/contracts/content/search-result';
import type { Locale } from '@clinic/contracts/locale';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import SearchPage from './search-page.tsx';

const DOCTORS: Record<string, SearchResult['doctors']> = {
  коваленко: [{ id: 1, name: 'Олена Коваленко', slug: 'olena-kovalenko', directions: [{ slug: 'dermatolohiia' }] }],
  мельник: [{ id: 2, name: 'Андрій Мельник', slug: 'andrii-melnyk', directions: [{ slug: 'dermatolohiia' }] }],
};

const search = ({ query = '' }: { query?: string }): SearchResult => ({
  doctors: DOCTORS[query.toLowerCase()] ?? [],
  directions: [],
  diseases: [],
  prices: [],
  complexes: [],
  actions: [],
  posts: [],
});

/** Stands in for the header's box: a navigation to the search page from outside the page. */
let navigateFromHeader: ReturnType<typeof useNavigate> = () => {};
function Header() {
  navigateFromHeader = useNavigate();
  return null;
}

async function renderPage(url: string, locale: Locale = 'uk') {
  await renderWithProviders(
    <>
      <Header />
      <SearchPage />
    </>,
    { url, locale, content: { search } },
  );
}

const location = () => screen.getByTestId('location').textContent;
const box = () => screen.getByRole<HTMLInputElement>('searchbox');

describe('search page', () => {
  it('searches again from its own box with the button, on the same page, in the current locale', async () => {
    await renderPage('/en/search?query=ko', 'en');
    expect(screen.getByText('Type at least 3 characters to search.')).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'Коваленко' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(location()).toBe(`/en/search?${new URLSearchParams({ query: 'Коваленко' })}`);
    expect(await screen.findByRole('link', { name: 'Олена Коваленко' })).toBeTruthy();
  });

  it('searches again when its box sends the form, as Enter in it does', async () => {
    await renderPage(`/search?${new URLSearchParams({ query: 'Коваленко' })}`);
    expect(await screen.findByRole('link', { name: 'Олена Коваленко' })).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'Мельник' } });
    await act(async () => fireEvent.submit(box().form!));
    // The navigation waits for the new results, as the router's transitions do.
    expect(await screen.findByRole('link', { name: 'Андрій Мельник' })).toBeTruthy();
    expect(location()).toBe(`/search?${new URLSearchParams({ query: 'Мельник' })}`);
    expect(screen.queryByRole('link', { name: 'Олена Коваленко' })).toBeNull();
  });

  it('shows in its box a query the header’s box sent while the page was showing', async () => {
    await renderPage(`/search?${new URLSearchParams({ query: 'Коваленко' })}`);
    await act(async () => navigateFromHeader(`/search?${new URLSearchParams({ query: 'Мельник' })}`));
    expect(box().value).toBe('Мельник');
    expect(await screen.findByRole('link', { name: 'Андрій Мельник' })).toBeTruthy();
  });
});
