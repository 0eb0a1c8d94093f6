import { StrictMode, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { StaticRouter } from 'react-router';
import { Provider } from 'jotai';
import type { Locale } from '@clinic/contracts/locale';
import { appIntlConfig } from '@clinic/i18n/provider';
import type { AppStore } from '@clinic/state/content-store';
import ukMessages from '@clinic/i18n/locales/uk';
import enMessages from '@clinic/i18n/locales/en';
import type { SlotFillers } from '@clinic/contracts/slots';
import { RemoteLoaderContext, type LoadRemoteModule } from '../remotes/remote-loader.tsx';
import { SlotsProvider } from '../remotes/slot-outlet.tsx';

const MESSAGES = { uk: ukMessages, en: enMessages };

/**
 * react-intl with the browser's settings, one per locale for the whole process:
 * its formatters (each message's format, the number and date formats) are made once and used by every
 * render, where a provider per page would make them again for each page.
 */
const intlCache = createIntlCache();
const intls = new Map<Locale, IntlShape>();
function intlOf(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(appIntlConfig(locale, MESSAGES[locale]), intlCache);
    intls.set(locale, intl);
  }
  return intl;
}

interface ProvidersProps {
  store: AppStore;
  loadRemote: LoadRemoteModule;
  /** Which registered remotes fill each open slot of the page. */
  slots?: SlotFillers;
  locale: Locale;
  location: string;
  children: ReactNode;
}

/** What the shell gives every part it renders on the server: the request's store, the remotes' builds, the locale's texts and the address. */
export function ServerProviders({ store, loadRemote, slots = {}, locale, location, children }: ProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RemoteLoaderContext value={loadRemote}>
          <RawIntlProvider value={intlOf(locale)}>
            <StaticRouter location={location}>
              <SlotsProvider fillers={slots}>{children}</SlotsProvider>
            </StaticRouter>
          </RawIntlProvider>
        </RemoteLoaderContext>
      </Provider>
    </StrictMode>
  );
}
