import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Locale } from '@clinic/contracts/locale';
import type { SearchResult } from '@clinic/contracts/content/search-result';
import { messagesFor } from '@clinic/i18n/catalogue';
import SearchBox from './search-box.tsx';

const FOUND: SearchResult = {
  doctors: [
    { id: 1, name: 'Олена Коваленко', slug: 'olena-kovalenko', directions: [{ slug: 'dermatolohiia' }] },
    { id: 6, name: 'Наталія Кравченко', slug: 'nataliia-kravchenko', directions: [{ slug: 'kosmetolohiia' }] },
  ],
  directions: [],
  diseases: [{ id: 3, name: 'Акне', slug: 'akne' }],
  // The search page's groups: the panel shows none of them.
  prices: [
    {
      id: 7,
      name: 'Лікування акне, консультація з планом',
      price: 1200,
      price_from: false,
      direction: 'dermatolohiia',
    },
  ],
  complexes: [{ id: 1, name: 'Чиста шкіра', slug: 'chysta-shkira' }],
  actions: [],
  posts: [{ id: 4, name: 'Догляд за шкірою після пілінгу', slug: 'dohliad-pislia-pilinhu' }],
};

let fetchMock: ReturnType<typeof vi.fn>;
const page = window as { dataLayer?: unknown[] };

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => Response.json(FOUND));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete page.dataLayer;
});

function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

function Box({ locale = 'uk', variant = 'header' }: { locale?: Locale; variant?: 'header' | 'drawer' }) {
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <MemoryRouter initialEntries={[locale === 'uk' ? '/' : '/en']}>
        <SearchBox variant={variant} />
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>
  );
}

function renderBox(locale: Locale = 'uk', variant: 'header' | 'drawer' = 'header') {
  render(<Box locale={locale} variant={variant} />);
  const input = screen.getByRole('combobox');
  // A visitor types in the box, so the focus is there.
  input.focus();
  return input;
}

async function type(input: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const key = (input: HTMLElement, name: string) => act(() => void fireEvent.keyDown(input, { key: name }));

describe('SearchBox', () => {
  it('does not open the panel for results that arrive after the focus has left the box', async () => {
    const input = renderBox();
    await type(input, 'коваль');
    act(() => input.blur());
    await wait(1_500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(10);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('is a labelled combobox that searches 1.5 s after typing stops and shows the three panel groups', async () => {
    const input = renderBox();
    expect(screen.getByRole('combobox', { name: 'Пошук по сайту' })).toBe(input);
    expect(input.getAttribute('placeholder')).toBe('Пошук лікаря, послуги, захворювання');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await type(input, 'кова');
    await wait(1_000);
    await type(input, 'коваль');
    await wait(1_499);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/uk/api/search/find/${encodeURIComponent('коваль')}/`);

    const listbox = screen.getByRole('listbox', { name: 'Результати пошуку' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (group) =>
          group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Лікарі', 'Напрямки', 'Захворювання']);
    expect(within(groups[0]!).getByRole('option', { name: 'Олена Коваленко' }).getAttribute('href')).toBe(
      '/likari/dermatolohiia/olena-kovalenko',
    );
    expect(within(groups[1]!).getByRole('option').textContent).toBe('Нічого не знайдено');
    expect(within(groups[1]!).getByRole('option').getAttribute('aria-disabled')).toBe('true');
    expect(within(groups[2]!).getByRole('option', { name: 'Акне' }).getAttribute('href')).toBe('/zahvoryuvannya/akne');
    expect(screen.getByRole('status').textContent).toBe('Знайдено 3 результати');
  });

  it('does not search for fewer than 3 characters', async () => {
    const input = renderBox();
    await type(input, 'ко');
    await wait(5_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('aborts the older request when the query changes, and shows only the newer answer', async () => {
    let first!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (first = resolve)));
    const input = renderBox();
    await type(input, 'мельник');
    await wait(1_500);
    const firstSignal = (fetchMock.mock.calls[0]![1] as RequestInit).signal!;
    await type(input, 'коваль');
    expect(firstSignal.aborted).toBe(true);
    await wait(1_500);
    first(
      Response.json({
        doctors: [{ id: 2, name: 'Андрій Мельник', slug: 'andrii-melnyk', directions: [{ slug: 'dermatolohiia' }] }],
        directions: [],
        diseases: [],
      }),
    );
    await wait(0);
    expect(screen.getByRole('option', { name: 'Олена Коваленко' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Андрій Мельник' })).toBeNull();
  });

  it('moves through the options with the arrow keys and opens one with Enter', async () => {
    const input = renderBox();
    await type(input, 'коваль');
    await wait(1_500);
    const [first, second, third] = screen
      .getAllByRole('option')
      .filter((option) => option.getAttribute('aria-disabled') !== 'true');

    await key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    await key(input, 'ArrowDown');
    await key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(third!.id);
    await key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    await key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(third!.id);
    await key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);

    await key(input, 'Enter');
    expect(screen.getByTestId('location').textContent).toBe('/likari/kosmetolohiia/nataliia-kravchenko');
    // The route change closes the panel.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends the query to the search page on Enter with no active option, without the box’s own search', async () => {
    const input = renderBox();
    await type(input, 'коваль лікар');
    await key(input, 'Enter');
    expect(screen.getByTestId('location').textContent).toBe(
      `/search?${new URLSearchParams({ query: 'коваль лікар' })}`,
    );
    // The page shows the results: the box neither fetches them too nor opens its panel over them.
    await wait(5_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('коваль лікар');
  });

  it('sends the query to the search page of the current locale with the panel open and no option active', async () => {
    const input = renderBox('en');
    await type(input, 'kovalenko');
    await wait(1_500);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await key(input, 'Enter');
    expect(screen.getByTestId('location').textContent).toBe('/en/search?query=kovalenko');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('sends a submission of its form made otherwise (a phone keyboard’s search key) to the search page', async () => {
    const input = renderBox();
    await type(input, 'акне');
    act(() => void fireEvent.submit(screen.getByRole('search')));
    expect(screen.getByTestId('location').textContent).toBe(`/search?${new URLSearchParams({ query: 'акне' })}`);
  });

  it('leaves Enter to an input method that is composing', async () => {
    const input = renderBox();
    await type(input, 'коваль');
    act(() => void fireEvent.keyDown(input, { key: 'Enter', isComposing: true }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('Escape closes the panel, a second Escape clears the box; ArrowDown reopens it', async () => {
    const input = renderBox();
    await type(input, 'коваль');
    await wait(1_500);
    await key(input, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    await key(input, 'ArrowDown');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    await key(input, 'Escape');
    await key(input, 'Escape');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('follows a clicked option as a client-side link and closes', async () => {
    const input = renderBox('en');
    await type(input, 'kovalenko');
    await wait(1_500);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/en/api/search/find/kovalenko/');
    const option = screen.getByRole('option', { name: 'Акне' });
    expect(option.getAttribute('href')).toBe('/en/zahvoryuvannya/akne');
    await act(async () => {
      fireEvent.click(option);
    });
    expect(screen.getByTestId('location').textContent).toBe('/en/zahvoryuvannya/akne');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('hides the panel when the mouse leaves the box', async () => {
    const input = renderBox();
    await type(input, 'коваль');
    await wait(1_500);
    await act(async () => {
      fireEvent.mouseLeave(screen.getByRole('search'));
    });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows three not-found items when nothing matches (English)', async () => {
    fetchMock.mockImplementation(async () => Response.json({ doctors: [], directions: [], diseases: [] }));
    const input = renderBox('en', 'drawer');
    await type(input, 'zzzzzz');
    await wait(1_500);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Nothing found',
      'Nothing found',
      'Nothing found',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Nothing found');
    expect(screen.getByRole('search').className).toContain('search-box--drawer');
  });

  it('shows a quiet error in the panel when the search fails, and recovers on the next query', async () => {
    fetchMock.mockImplementationOnce(async () => Response.json({ error: { message: 'boom' } }, { status: 503 }));
    const input = renderBox();
    await type(input, 'коваль');
    await wait(1_500);
    expect(
      screen.getByText('Не вдалося виконати пошук. Спробуйте ще раз трохи згодом.', { selector: 'p' }),
    ).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await type(input, 'коваленко');
    await wait(1_500);
    expect(screen.getByRole('option', { name: 'Олена Коваленко' })).toBeTruthy();
  });

  it('pushes one search event 3 s after the last change when a tag manager is on', async () => {
    page.dataLayer = [];
    const input = renderBox();
    await type(input, 'коваль');
    await wait(2_999);
    expect(page.dataLayer).toEqual([]);
    await wait(1);
    expect(page.dataLayer).toEqual([{ event: 'search', search_term: 'коваль' }]);
    await wait(30_000);
    expect(page.dataLayer).toHaveLength(1);
  });
});

describe('SearchBox hydrating the server’s HTML after the visitor used it', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** The server's HTML of the box, and what the visitor did to it before its code arrived. */
  function serverBox({ typed, focused }: { typed: string; focused: boolean }) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Box />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    if (focused) input.focus();
    input.value = typed;
    return { container, input };
  }

  async function hydrate(container: HTMLElement) {
    const recoverable = vi.fn();
    const consoleErrors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <Box />, { onRecoverableError: recoverable });
    });
    return { recoverable, consoleErrors };
  }

  it('keeps the typed text in the same input, searches for it and opens the panel for the focused box', async () => {
    const { container, input } = serverBox({ typed: 'коваль', focused: true });
    const { recoverable, consoleErrors } = await hydrate(container);
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('коваль');

    await wait(1_500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/uk/api/search/find/${encodeURIComponent('коваль')}/`);
    expect(screen.getByRole('option', { name: 'Олена Коваленко' })).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // The text is the box's state now: typing on goes on from it, and a re-render keeps it.
    await type(input, 'коваленко');
    expect(input.value).toBe('коваленко');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('searches for text typed into a box the visitor has left, without opening the panel over the page', async () => {
    const { container, input } = serverBox({ typed: 'коваль', focused: false });
    await hydrate(container);
    await wait(1_500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('коваль');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('does nothing for an untouched box', async () => {
    const { container, input } = serverBox({ typed: '', focused: false });
    const { consoleErrors } = await hydrate(container);
    await wait(5_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(consoleErrors).not.toHaveBeenCalled();
  });
});
