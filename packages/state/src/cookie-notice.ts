import { atom } from 'jotai';
import { COOKIES_ACCEPTED_KEY, COOKIES_DISMISSED_KEY } from '@clinic/contracts/constants';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function hasFlag(storage: FlagStorage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) != null;
  } catch {
    return false;
  }
}

function storeFlag(storage: FlagStorage | undefined, key: string): void {
  try {
    storage?.setItem(key, 'true');
  } catch {
    // Not stored: the notice comes back on the next page or visit, which is all we can do.
  }
}

/** The notice shows unless the accepted flag is in local storage. A storage that throws (privacy mode) counts as not accepted. */
export function cookiesAccepted(storage: FlagStorage | undefined): boolean {
  return hasFlag(storage, COOKIES_ACCEPTED_KEY);
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): FlagStorage | undefined {
  try {
    return typeof globalThis[kind] === 'undefined' ? undefined : globalThis[kind];
  } catch {
    return undefined;
  }
}

/**
 * Creates the notice's state over two storages; the default ones are the browser's. Accepting is kept for
 * good (local storage), closing with "×" for the visit (session storage): a visitor who closed it is not
 * asked again on every page, and is asked again on a later visit.
 */
export function createCookieNotice(
  storage: FlagStorage | undefined = browserStorage('localStorage'),
  visit: FlagStorage | undefined = browserStorage('sessionStorage'),
) {
  const openAtom = atom(!cookiesAccepted(storage) && !hasFlag(visit, COOKIES_DISMISSED_KEY));
  const acceptAtom = atom(null, (_get, set) => {
    storeFlag(storage, COOKIES_ACCEPTED_KEY);
    set(openAtom, false);
  });
  const closeAtom = atom(null, (_get, set) => {
    storeFlag(visit, COOKIES_DISMISSED_KEY);
    set(openAtom, false);
  });
  return { openAtom, acceptAtom, closeAtom };
}

export const cookieNotice = createCookieNotice();
