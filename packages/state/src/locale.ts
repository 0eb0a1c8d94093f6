import { atom } from 'jotai';
import { DEFAULT_LOCALE, type Locale } from '@clinic/contracts/locale';

/** The page's locale; the shell sets it once from the URL before the first render. */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);
