import { atom } from 'jotai';
import { COOKIES_ACCEPTED_KEY } from '@clinic/contracts/constants';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The notice shows unless the accepted flag is in local storage. A storage that throws (privacy mode) counts as not accepted. */
export function cookiesAccepted(storage: FlagStorage | undefined): boolean {
  try {
    return storage?.getItem(COOKIES_ACCEPTED_KEY) != null;
  } catch {
    return false;
  }
}

function rememberAccepted(storage: FlagStorage | undefined): void {
  try {
    storage?.setItem(COOKIES_ACCEPTED_KEY, 'true');
  } catch {
    // Not stored: the notice comes back on the next visit, which is all we can do.
  }
}

function browserStorage(): FlagStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Creates the notice's state over a storage; the default one uses the browser's local storage. */
export function createCookieNotice(storage: FlagStorage | undefined = browserStorage()) {
  const openAtom = atom(!cookiesAccepted(storage));
  /** Accept stores the flag and closes; close only hides the notice for this page view. */
  const acceptAtom = atom(null, (_get, set) => {
    rememberAccepted(storage);
    set(openAtom, false);
  });
  const closeAtom = atom(null, (_get, set) => set(openAtom, false));
  return { openAtom, acceptAtom, closeAtom };
}

export const cookieNotice = createCookieNotice();
