import { atom } from 'jotai';
import { getContent } from '@clinic/api-client/http';
import { getClinics } from '@clinic/contracts/content/clinic';
import { localeAtom } from './locale.ts';
import { perLocale } from './per-locale.ts';

/** The clinics of the current locale, fetched once per locale (spec §4). */
export const clinicsAtom = perLocale((locale) => getContent(locale, getClinics.path, getClinics.schema));

export const clinicsForLocaleAtom = atom((get) => get(clinicsAtom)(get(localeAtom)));
