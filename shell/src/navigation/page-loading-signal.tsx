import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { pageLoadingAtom } from '@clinic/state/page-loading';

/** Counts in `pageLoadingAtom` while it is mounted, e.g. as a Suspense fallback. */
export function PageLoadingSignal() {
  const setLoading = useSetAtom(pageLoadingAtom);
  useEffect(() => {
    setLoading((count) => count + 1);
    return () => setLoading((count) => count - 1);
  }, [setLoading]);
  return null;
}
