import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MIN_FETCH_DISPLAY_MS } from '@clinic/contracts/constants';
import type { Locale } from '@clinic/contracts/locale';
import { messagesFor } from '@clinic/i18n/catalogue';
import { createRequestStore } from '@clinic/state/content-store';
import { staticLoader } from '@clinic/state/static-loader';
import { StandalonePage } from '@clinic/dev-harness/standalone';
import { StandaloneRoutes } from './standalone-routes.tsx';

afterEach(cleanup);

const emptyPage = { list: [], count: 0, page_size: 12, next: null, prev: null };

/** mf-content's standalone page at an address, with content as the gateway answers it, and what went uncaught. */
async function openStandalone(url: string, locale: Locale) {
  window.history.replaceState(null, '', url);
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error);
  window.addEventListener('error', onError);
  const store = createRequestStore({
    locale,
    loader: staticLoader({ directions: [], doctors: emptyPage, diseases: emptyPage, actions: emptyPage }),
    minDisplayMs: MIN_FETCH_DISPLAY_MS,
  });
  await act(async () => {
    render(
      <StandalonePage store={store} locale={locale} messages={messagesFor(locale)}>
        <StandaloneRoutes />
      </StandalonePage>,
    );
  });
  return {
    uncaught,
    [Symbol.dispose]: () => window.removeEventListener('error', onError),
  };
}

describe('mf-content’s standalone page at an address no page has', () => {
  it('shows the not-found view where the direction catch-all finds no direction, with nothing uncaught', async () => {
    using page = await openStandalone('/en/no-such-direction', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/en');
    expect(page.uncaught).toEqual([]);
  });

  it('shows it for a path no route matches, in Ukrainian at a Ukrainian address', async () => {
    using page = await openStandalone('/a/b/c/d', 'uk');
    expect(await screen.findByRole('heading', { level: 1, name: 'На жаль, цю сторінку не знайдено.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На головну' }).getAttribute('href')).toBe('/');
    expect(page.uncaught).toEqual([]);
  });
});
