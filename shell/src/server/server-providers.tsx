import { StrictMode, type ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { Provider } from 'jotai';
import type { Locale } from '@clinic/contracts/locale';
import type { AppStore } from '@clinic/state/content-store';
import { AppIntlProvider } from '@clinic/i18n/provider';
import ukMessages from '@clinic/i18n/locales/uk';
import enMessages from '@clinic/i18n/locales/en';
import { RemoteLoaderContext, type LoadRemoteModule } from '../remotes/remote-loader.tsx';

const MESSAGES = { uk: ukMessages, en: enMessages };

interface ProvidersProps {
  store: AppStore;
  loadRemote: LoadRemoteModule;
  locale: Locale;
  location: string;
  children: ReactNode;
}

/** What the shell gives every part it renders on the server: the request's store, the remotes' builds, the locale's texts and the address. */
export function ServerProviders({ store, loadRemote, locale, location, children }: ProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RemoteLoaderContext value={loadRemote}>
          <AppIntlProvider locale={locale} messages={MESSAGES[locale]}>
            <StaticRouter location={location}>{children}</StaticRouter>
          </AppIntlProvider>
        </RemoteLoaderContext>
      </Provider>
    </StrictMode>
  );
}
