import type { Locale } from '@clinic/contracts/locale';
import { forms } from './messages/forms.ts';
import { shell } from './messages/shell.ts';
import { content } from './messages/content.ts';
import { booking } from './messages/booking.ts';
import { payment } from './messages/payment.ts';
import { search } from './messages/search.ts';

/**
 * The texts pages show. The texts of a page's head (messages/pages.ts) are not among them: the gateway
 * writes the head (page-texts.ts), so the browser's catalogue, built from this one, never carries them.
 */
const sections = [forms, shell, content, booking, payment, search];

export type Messages = Record<string, string>;

/** The catalogue of one locale; each section file keeps its uk and en texts side by side. */
export function messagesFor(locale: Locale): Messages {
  return Object.assign({}, ...sections.map((section) => section[locale]));
}

/** Every key present in one locale must be present in the other; used by tests. */
export function missingKeys(): { uk: string[]; en: string[] } {
  const uk = messagesFor('uk');
  const en = messagesFor('en');
  return {
    uk: Object.keys(en).filter((key) => !(key in uk)),
    en: Object.keys(uk).filter((key) => !(key in en)),
  };
}
