import type { Locale } from '@clinic/contracts/locale';
import type { LocaleMessages } from './provider.tsx';

/**
 * The catalogue of the page's locale, as a chunk of its own: a page never carries the other
 * locale's texts, and in production the messages arrive compiled, so the browser needs no
 * message parser (it is aliased away in packages/federation/src/webpack-config.ts).
 */
export async function loadMessages(locale: Locale): Promise<LocaleMessages> {
  const catalogue =
    locale === 'en'
      ? await import(/* webpackChunkName: "messages-en" */ './locales/en.ts')
      : await import(/* webpackChunkName: "messages-uk" */ './locales/uk.ts');
  return catalogue.default;
}
