import { fetchDoctors, type DoctorsQuery } from '@clinic/api-client/doctors';
import { findInPages } from '@clinic/api-client/find-in-pages';
import { cachedQuery, queryAtom } from './query-cache.ts';

/** Pages of doctors by clinic, direction and page number, cached per locale. */
export const loadDoctors = cachedQuery((locale, query: DoctorsQuery) => fetchDoctors(locale, query));
export const doctorsAtom = queryAtom(loadDoctors);

/** One doctor by slug (optionally within a direction); `undefined` when there is none. */
export const loadDoctor = cachedQuery((locale, { slug, direction }: { slug: string; direction?: string }) =>
  findInPages((page) => fetchDoctors(locale, { page, direction_slug: direction }), (doctor) => doctor.slug === slug),
);
export const doctorAtom = queryAtom(loadDoctor);
