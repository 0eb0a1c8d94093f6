import { atom } from 'jotai';
import { fetchDirectionNav } from '@clinic/api-client/direction-nav';
import { localeAtom } from './locale.ts';
import { perLocale } from './per-locale.ts';

/** The two-level directions menu, fetched once per locale (spec §4). */
export const directionNavAtom = perLocale((locale) => fetchDirectionNav(locale));

export const directionNavForLocaleAtom = atom((get) => get(directionNavAtom)(get(localeAtom)));
