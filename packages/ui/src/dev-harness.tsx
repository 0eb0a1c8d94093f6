import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getDefaultStore, Provider } from 'jotai';
import { splitLocale } from '@clinic/contracts/locale';
import { localeAtom } from '@clinic/state/locale';
import { AppIntlProvider } from '@clinic/i18n/provider';
import './tokens.css';

/**
 * Mounts a remote on its own development server with the providers the shell gives it in
 * production (store, intl, router), so a remote's team can work without the shell.
 */
export function mountStandalone(children: ReactNode): void {
  const { locale } = splitLocale(window.location.pathname);
  const store = getDefaultStore();
  store.set(localeAtom, locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <AppIntlProvider locale={locale}>
          <BrowserRouter>{children}</BrowserRouter>
        </AppIntlProvider>
      </Provider>
    </StrictMode>,
  );
}
