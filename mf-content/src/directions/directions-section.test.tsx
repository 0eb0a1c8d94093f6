import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Direction } from '@clinic/contracts/content/direction';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { direction } from '../common/fixtures.ts';
import { DirectionsGrid, DirectionsSection } from './directions-section.tsx';

const many = (count: number) => Array.from({ length: count }, (_, index) => direction(index + 1));

describe('directions grid', () => {
  it('shows 9 cards and a button to /posluhy when there are more', async () => {
    await renderWithProviders(<DirectionsGrid directions={many(14)} showAll={false} />);
    expect(within(screen.getByTestId('directions-grid')).getAllByRole('link')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Усі напрямки' }).getAttribute('href')).toBe('/posluhy');
  });

  it('shows every card and no button with show-all', async () => {
    await renderWithProviders(<DirectionsGrid directions={many(14)} showAll />);
    expect(within(screen.getByTestId('directions-grid')).getAllByRole('link')).toHaveLength(14);
    expect(screen.queryByRole('link', { name: 'Усі напрямки' })).toBeNull();
  });

  it('has no button when the list fits', async () => {
    await renderWithProviders(<DirectionsGrid directions={many(9)} showAll={false} />, { locale: 'en' });
    expect(within(screen.getByTestId('directions-grid')).getAllByRole('link')).toHaveLength(9);
    expect(screen.queryByRole('link', { name: 'All directions' })).toBeNull();
  });

  it('links a card to /{slug}, under /en in English', async () => {
    await renderWithProviders(<DirectionsGrid directions={many(1)} showAll={false} />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Напрям 1' }).getAttribute('href')).toBe('/en/napriam-1');
  });
});

describe('directions section', () => {
  afterEach(() => vi.useRealTimers());

  it('hides the grid while loading, then shows the fetched directions', async () => {
    let answer: (directions: Direction[]) => void = () => {};
    const directions = () => new Promise<Direction[]>((resolve) => (answer = resolve));
    await renderWithProviders(<DirectionsSection />, { content: { directions } });
    expect(screen.queryByTestId('directions-grid')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Напрямки' })).toBeTruthy();
    // The visitor sees that something is coming, not an empty space.
    expect(screen.getByRole('status', { name: 'Завантаження…' })).toBeTruthy();
    await act(async () => answer(many(10)));
    expect(within(await screen.findByTestId('directions-grid')).getAllByRole('link')).toHaveLength(9);
    expect(screen.queryByRole('status', { name: 'Завантаження…' })).toBeNull();
  });

  it('keeps the grid hidden for the 200 ms minimum display time, even when the answer is instant', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<DirectionsSection />, { locale: 'en', content: { directions: many(3) } });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByTestId('directions-grid')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(screen.getByTestId('directions-grid')).getAllByRole('link')).toHaveLength(3);
  });
});
