import type { Locale } from '@clinic/contracts/locale';

/**
 * Texts a locale's catalogue keeps in another language, by key: the CV type error is English on
 * Ukrainian pages too, and a screen reader must read it with English rules (WCAG 3.1.2).
 */
const FOREIGN_TEXTS: Record<Locale, Readonly<Record<string, Locale>>> = {
  uk: { 'forms.validation.cvType': 'en' },
  en: {},
};

/** The `lang` a message needs on a page of `locale`: undefined when it is in the page's own language. */
export function messageLanguage(locale: string, id: string): Locale | undefined {
  return (FOREIGN_TEXTS as Record<string, Readonly<Record<string, Locale>> | undefined>)[locale]?.[id];
}
