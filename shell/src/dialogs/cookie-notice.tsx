import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { cookieNotice } from '@clinic/state/cookie-notice';

const CookieBanner = lazy(() => import('./cookie-banner.tsx'));

/** Spec §4: shown until accepted; its code loads only for visitors who have not accepted yet. */
export function CookieNotice() {
  const open = useAtomValue(cookieNotice.openAtom);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
