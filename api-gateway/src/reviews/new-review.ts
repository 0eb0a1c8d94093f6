import type { Locale } from '@clinic/contracts/locale';
import type { ReviewMailFields } from '@clinic/forms/review-form';
import { phoneDigits } from '@clinic/forms/rules';

/** A review as the CMS's `reviews/create-review/` takes it: relation (type, slug), name, phone digits only, comment, rating. */
export interface NewReview {
  /** The outbox job that created it: makes creating it again a no-op. */
  id: string;
  locale: Locale;
  relation: { type: string; slug: string };
  name: string;
  phone: string;
  comment: string;
  rating: number;
}

/** Creates the review somewhere: the gateway's own database or the upstream CMS. */
export interface ReviewSink {
  create(review: NewReview): Promise<void>;
}

/** The locale of the page the review was sent from (English pages live under /en). */
function localeOfPage(page: string): Locale {
  const pathname = URL.canParse(page) ? new URL(page).pathname : page;
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'uk';
}

export function reviewFromFields(id: string, page: string, fields: ReviewMailFields): NewReview {
  return {
    id,
    locale: localeOfPage(page),
    relation: { type: fields.relationType, slug: fields.relationSlug },
    name: fields.firstName,
    phone: phoneDigits(fields.phone),
    comment: fields.comment,
    rating: fields.rating,
  };
}
