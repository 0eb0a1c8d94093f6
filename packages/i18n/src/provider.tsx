import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@clinic/contracts/locale';
import { messagesFor } from './catalogue.ts';

/** react-intl for one locale with the whole catalogue; Ukrainian is the fallback (spec §9). */
export function AppIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = useMemo(() => messagesFor(locale), [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
