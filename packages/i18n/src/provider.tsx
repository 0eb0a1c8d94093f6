import type { ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@clinic/contracts/locale';

/** One locale's catalogue: texts (server, tests) or their compiled syntax trees (production browser builds). */
export type LocaleMessages = NonNullable<IntlConfig['messages']>;

/** react-intl for one locale with its catalogue; Ukrainian is the fallback. */
export function AppIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: LocaleMessages;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
