import type { Locale } from '@clinic/contracts/locale';
import { forms } from './messages/forms.ts';
import { shell } from './messages/shell.ts';
import { content } from './messages/content.ts';
import { booking } from './messages/booking.ts';
import { payment } from './messages/payment.ts';
import { search } from './messages/search.ts';
import { pages } from './messages/pages.ts';

const sections = [forms, shell, content, booking, payment, search, pages];

export type Messages = Record<string, string>;

/** The whole catalogue of one locale; each section file keeps its uk and en texts side by side. */
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
