import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import type { Locale } from '@clinic/contracts/locale';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '@clinic/i18n/catalogue';
import { localeAtom } from '@clinic/state/locale';

afterEach(cleanup);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders as the shell would (its AppIntlProvider is IntlProvider over the same catalogue): a fresh jotai store holding `locale`, the intl catalogue of `locale` and a router at `url`. */
export function renderWithProviders(ui: ReactNode, { locale = 'uk', url = '/' }: { locale?: Locale; url?: string } = {}) {
  const store = createStore();
  store.set(localeAtom, locale);
  const result = render(
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
  return { ...result, store };
}
