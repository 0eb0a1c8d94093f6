import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { splitLocale } from '@clinic/contracts/locale';
import { CONTENT_RETRY, MIN_FETCH_DISPLAY_MS } from '@clinic/contracts/constants';
import { fetchContent } from '@clinic/api-client/content';
import { createRequestStore, type AppStore } from '@clinic/state/content-store';
import { AppIntlProvider } from '@clinic/i18n/provider';
import { loadMessages } from '@clinic/i18n/load-messages';
import '@clinic/ui/tokens.css';

/**
 * Mounts a remote on its own development server with the providers the shell gives it in
 * production (store, intl, router), so a remote's team can work without the shell.
 * `prepare` sets what the shell would have set in the store (an open dialog).
 */
export async function mountStandalone(children: ReactNode, prepare?: (store: AppStore) => void): Promise<void> {
  const { locale } = splitLocale(window.location.pathname);
  // The development server answers every path with one page: its language is the one of the address.
  document.documentElement.lang = locale;
  const store = createRequestStore({
    locale,
    loader: fetchContent,
    minDisplayMs: MIN_FETCH_DISPLAY_MS,
    retry: CONTENT_RETRY,
  });
  prepare?.(store);
  const messages = await loadMessages(locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <AppIntlProvider locale={locale} messages={messages}>
          <BrowserRouter>{children}</BrowserRouter>
        </AppIntlProvider>
      </Provider>
    </StrictMode>,
  );
}
