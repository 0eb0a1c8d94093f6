import { atom } from 'jotai';
import { fetchDirections } from '@clinic/api-client/directions';
import { localeAtom } from './locale.ts';
import { perLocale } from './per-locale.ts';

/** Directions of the current locale, fetched once and kept (spec §4: fetched only when empty). */
export const directionsAtom = perLocale((locale) => fetchDirections(locale));

export const directionsForLocaleAtom = atom((get) => get(directionsAtom)(get(localeAtom)));
