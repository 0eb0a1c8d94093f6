import { useAtomValue } from 'jotai';
import { cookieNotice } from '@clinic/state/cookie-notice';
import { useHydrated } from '../platform/after-hydration.tsx';
import CookieBanner from './cookie-banner.tsx';

/**
 * Shown until accepted, and not again in a visit in which it was closed. The server renders it into every page, since on a first visit it
 * is the largest text on a phone's screen and a notice painted after hydration made the page's
 * largest paint late. The server cannot read local storage: the browser hydrates it as sent, then
 * drops it if answered, and a script in the head hides it before the first paint
 * (`data-cookies-accepted`), so a returning visitor never sees it flash.
 */
export function CookieNotice() {
  const open = useAtomValue(cookieNotice.openAtom);
  const hydrated = useHydrated();
  return open || !hydrated ? <CookieBanner /> : null;
}
