import { PHONE } from './schema-errors.ts';

/** A review's fields as its dialog sends them: four stars for a doctor, a one-word comment. */
export const REVIEW_FIELDS = {
  firstName: 'Олена',
  phone: PHONE,
  comment: 'Дякую',
  rating: 4,
  relationType: 'doctor',
  relationSlug: 'ivanenko',
} as const;
