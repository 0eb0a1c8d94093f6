import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@clinic/contracts/locale';
import { messagesFor } from '@clinic/i18n/catalogue';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import { MIN_FETCH_DISPLAY_MS } from '@clinic/contracts/constants';
import { createRequestStore } from '@clinic/state/content-store';
import { staticLoader, type StaticAnswers } from '@clinic/state/static-loader';

afterEach(cleanup);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders as the shell would (its AppIntlProvider is IntlProvider over the same catalogue): a
 * fresh store of `locale` whose content comes from `content` (answers held in memory, or any
 * loader), with the browser's minimum display time; the intl catalogue of `locale`; a router at `url`.
 *
 * Awaited, inside React's async `act`: components that read content suspend on promises (React's
 * `use`), and only an async `act` lets those settle and the component show what it read before the
 * test looks. Without it a test sees the fallback, or React warns of an update outside `act`.
 */
export async function renderWithProviders(
  ui: ReactNode,
  {
    locale = 'uk',
    url = '/',
    content = {},
  }: { locale?: Locale; url?: string; content?: StaticAnswers | ContentLoader } = {},
) {
  const loader = typeof content === 'function' ? content : staticLoader(content);
  const store = createRequestStore({ locale, loader, minDisplayMs: MIN_FETCH_DISPLAY_MS });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <Provider store={store}>
        <IntlProvider locale={locale} defaultLocale="uk" messages={messagesFor(locale)}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {ui}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    );
  });
  return { ...result!, store };
}
