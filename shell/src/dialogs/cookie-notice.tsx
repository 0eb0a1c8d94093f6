import { useAtomValue } from 'jotai';
import { cookieNotice } from '@clinic/state/cookie-notice';
import CookieBanner from './cookie-banner.tsx';

/**
 * Spec §4: shown until accepted. Part of the first render, not a lazy chunk: on a first visit the
 * notice is the largest text on a phone's screen, and a late notice made the page's largest paint late.
 */
export function CookieNotice() {
  const open = useAtomValue(cookieNotice.openAtom);
  return open ? <CookieBanner /> : null;
}
