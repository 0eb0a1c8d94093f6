import type { Locale } from '@clinic/contracts/locale';

/**
 * Texts a locale's catalogue keeps in another language, by key, for a screen reader to read with that
 * language's rules (WCAG 3.1.2). None today: every text is in its page's language.
 */
const FOREIGN_TEXTS: Record<Locale, Readonly<Record<string, Locale>>> = {
  uk: {},
  en: {},
};

/** The `lang` a message needs on a page of `locale`: undefined when it is in the page's own language. */
export function messageLanguage(locale: string, id: string): Locale | undefined {
  return (FOREIGN_TEXTS as Record<string, Readonly<Record<string, Locale>> | undefined>)[locale]?.[id];
}
