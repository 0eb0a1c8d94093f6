import { atom } from 'jotai';
import { fetchNavs } from '@clinic/api-client/navs';
import { localeAtom } from './locale.ts';
import { perLocale } from './per-locale.ts';

/** Header, info and footer navigation and the social links, fetched once per locale (spec §4). */
export const navsAtom = perLocale((locale) => fetchNavs(locale));

export const navsForLocaleAtom = atom((get) => get(navsAtom)(get(localeAtom)));
