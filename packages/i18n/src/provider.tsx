import type { ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@clinic/contracts/locale';

/** One locale's catalogue: texts (server, tests) or their compiled syntax trees (production browser builds). */
export type LocaleMessages = NonNullable<IntlConfig['messages']>;

/** The settings every react-intl of the site is made with: one locale and its catalogue; Ukrainian is the fallback. */
export function appIntlConfig(locale: Locale, messages: LocaleMessages) {
  return { locale, defaultLocale: DEFAULT_LOCALE, messages };
}

/** react-intl for one locale with its catalogue. */
export function AppIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: LocaleMessages;
  children: ReactNode;
}) {
  return <IntlProvider {...appIntlConfig(locale, messages)}>{children}</IntlProvider>;
}
