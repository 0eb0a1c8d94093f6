import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import type { SearchResult } from '@clinic/contracts/content/search-result';
import type { Locale } from '@clinic/contracts/locale';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import SearchPage from './search-page.tsx';

const DOCTORS: Record<string, SearchResult['doctors']> = {
  коваленко: [{ id: 1, name: 'Олена Коваленко', slug: 'olena-kovalenko', directions: [{ slug: 'dermatolohiia' }] }],
  мельник: [{ id: 2, name: 'Андрій Мельник', slug: 'andrii-melnyk', directions: [{ slug: 'dermatolohiia' }] }],
};

const NOTHING_ELSE = { directions: [], diseases: [], prices: [], complexes: [], actions: [], posts: [] };

const search = ({ query = '' }: { query?: string }): SearchResult =>
  query === 'педіатр'
    ? {
        ...NOTHING_ELSE,
        doctors: [],
        prices: [{ id: 84, name: 'Консультація педіатра', price: 700, price_from: false, direction: 'pediatriia' }],
        complexes: [{ id: 7, name: 'Базовий чекап', slug: 'bazovyi-chekap' }],
        actions: [{ id: 2, name: 'Зимовий чекап зі знижкою 20%', slug: 'zymovyi-chekap' }],
        posts: [{ id: 15, name: 'Що таке чекап і кому він потрібен', slug: 'shcho-take-chekap' }],
      }
    : { ...NOTHING_ELSE, doctors: DOCTORS[query.toLowerCase()] ?? [] };

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

  it('lists price lines with their prices, complexes, offers and articles after the panel’s three groups', async () => {
    await renderPage(`/search?${new URLSearchParams({ query: 'педіатр' })}`);
    const group = async (name: string) => within(await screen.findByRole('region', { name }));
    const price = (await group('Ціни')).getByRole('listitem');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Лікарі',
      'Напрямки',
      'Захворювання',
      'Ціни',
      'Комплекси',
      'Акції',
      'Статті',
    ]);
    expect(within(price).getByRole('link', { name: 'Консультація педіатра' }).getAttribute('href')).toBe(
      '/prices/pediatriia',
    );
    expect(price.textContent).toBe('Консультація педіатра — 700 грн');
    expect((await group('Комплекси')).getByRole('link', { name: 'Базовий чекап' }).getAttribute('href')).toBe(
      '/complexes/bazovyi-chekap',
    );
    expect(
      (await group('Акції')).getByRole('link', { name: 'Зимовий чекап зі знижкою 20%' }).getAttribute('href'),
    ).toBe('/actions/zymovyi-chekap');
    expect(
      (await group('Статті')).getByRole('link', { name: 'Що таке чекап і кому він потрібен' }).getAttribute('href'),
    ).toBe('/blog/shcho-take-chekap');
    expect((await group('Лікарі')).getByText('Нічого не знайдено')).toBeTruthy();
  });
});
