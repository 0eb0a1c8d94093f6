import { describe, expect, it, vi } from 'vitest';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Paginated } from '@clinic/contracts/content/paginated';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { DataBoundary } from './data-boundary.tsx';
import { pagesOf } from './fixtures.ts';
import { PagedList } from './paged-list.tsx';

type Item = { id: number; name: string };

/** A cached loader like the state package's: one promise per page. */
function loader(total: number, pageSize: number) {
  const page = pagesOf(total, pageSize);
  const cache = new Map<number, Promise<Paginated<Item>>>();
  return vi.fn((number: number) => {
    if (!cache.has(number)) cache.set(number, Promise.resolve(page(number)));
    return cache.get(number)!;
  });
}

function list(load: (page: number) => Promise<Paginated<Item>>, mode: 'pages' | 'load-more') {
  return (
    <DataBoundary>
      <PagedList
        mode={mode}
        label="Items"
        load={load}
        itemKey={(item) => item.id}
        render={(item) => <span>{item.name}</span>}
      />
    </DataBoundary>
  );
}

describe('PagedList, pages mode', () => {
  it('shows the page named in the address and replaces the list on another page', async () => {
    const load = loader(7, 3);
    await renderWithProviders(list(load, 'pages'), { url: '/blog?category=news&page=2' });
    const items = await screen.findByRole('list', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Item 4', 'Item 5', 'Item 6']);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Сторінка 3' })));
    expect(await screen.findByText('Item 7')).toBeTruthy();
    expect(screen.queryByText('Item 4')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/blog?category=news&page=3');
  });
});

describe('PagedList, load-more mode', () => {
  it('appends the next page and hides the button after the last one', async () => {
    const load = loader(5, 2);
    await renderWithProviders(list(load, 'load-more'));
    await screen.findByText('Item 2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Показати ще' })));
    await screen.findByText('Item 4');
    expect(screen.getByText('Item 1')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Показати ще' })));
    await screen.findByText('Item 5');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Показати ще' })).toBeNull();
    expect(load.mock.calls.map(([page]) => page)).toContain(3);
  });

  it('keeps the shown cards when the next page fails, and a retry appends it', async () => {
    const page = pagesOf(5, 2);
    let nextFails = true;
    const load = (number: number) =>
      number > 1 && nextFails ? Promise.reject(new Error('down')) : Promise.resolve(page(number));
    await renderWithProviders(list(load, 'load-more'));
    await screen.findByText('Item 2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Показати ще' })));
    expect(await screen.findByText('Не вдалося завантажити наступну сторінку.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Item 1', 'Item 2']);
    nextFails = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' })));
    await screen.findByText('Item 4');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Не вдалося завантажити наступну сторінку.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Показати ще' })).toBeTruthy();
  });

  it('shows the empty state for an empty list', async () => {
    await renderWithProviders(list(loader(0, 3), 'load-more'));
    expect(await screen.findByText('Тут поки що нічого немає.')).toBeTruthy();
  });
});

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught {(this.state.error as { status: number }).status}</p> : this.props.children;
  }
}

describe('DataBoundary', () => {
  it('shows a failed fetch as the empty state, not a crash', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(list(() => Promise.reject(new Error('down')), 'pages'));
    expect(await screen.findByText('Тут поки що нічого немає.')).toBeTruthy();
    spy.mockRestore();
  });

  it('tries again when the address changes after a failure (another category or page)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = pagesOf(7, 3);
    const load = vi.fn((number: number) =>
      number === 1 ? Promise.reject(new Error('down')) : Promise.resolve(page(number)),
    );
    await renderWithProviders(
      <>
        <Link to="?page=2">next</Link>
        {list(load, 'pages')}
      </>,
      { url: '/blog' },
    );
    expect(await screen.findByText('Тут поки що нічого немає.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'next' })));
    expect(await screen.findByText('Item 4')).toBeTruthy();
    expect(screen.queryByText('Тут поки що нічого немає.')).toBeNull();
    spy.mockRestore();
  });

  it('passes a page 404 on to the router', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Missing(): ReactNode {
      throw pageNotFound();
    }
    await renderWithProviders(
      <Catch>
        <DataBoundary>
          <Missing />
        </DataBoundary>
      </Catch>,
    );
    expect(await screen.findByText('caught 404')).toBeTruthy();
    spy.mockRestore();
  });
});
