import type { Locale } from '@clinic/contracts/locale';
import { messagesFor, type Messages } from './catalogue.ts';
import { pages, type OwnPageId } from './messages/pages.ts';

export type { OwnPageId };

/**
 * The catalogue key of each such page's visible heading, which is also its title in the head and its
 * breadcrumb, so the three never differ. A route missing here fails the typecheck.
 */
export const PAGE_HEADINGS = {
  index: 'page.index.title',
  'about-us': 'about.title',
  'polityka-konfidentsiinosti': 'privacy.title',
  actions: 'content.actions.title',
  'bezperervnij-profesijnij-rozvitok-likariv': 'cpd.title',
  blog: 'content.blog.title',
  calculator: 'calculator.title',
  clinics: 'content.clinics.title',
  complexes: 'content.complexes.title',
  contacts: 'content.contacts.title',
  endolift_promo: 'promo.title',
  internatura: 'internship.title',
  'photo-gallery': 'content.gallery.title',
  posluhy: 'content.services.title',
  vacancies: 'content.vacancies.title',
  zahvoryuvannya: 'content.diseases.title',
  'likari-slug': 'content.doctors.title',
  'prices-slug': 'content.prices.title',
  search: 'search.results',
  order: 'booking.order.title',
  declaration: 'booking.declaration.title',
  review: 'booking.review.title',
  vacancy: 'booking.vacancy.title',
  payment: 'payment.title',
} as const satisfies Record<OwnPageId, string>;

const catalogues: Partial<Record<Locale, Messages>> = {};

/** The title and description of a page that shows no item of its own, in a locale. */
export function pageTexts(id: OwnPageId, locale: Locale): { title: string; description: string } {
  const messages = (catalogues[locale] ??= { ...messagesFor(locale), ...pages[locale] });
  return { title: messages[PAGE_HEADINGS[id]]!, description: messages[`page.${id}.description`]! };
}
