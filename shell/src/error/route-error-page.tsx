import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { pageLoadFailedAtom } from '@clinic/state/page-loading';
import { ErrorPage } from './error-page.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { errorStatus } from '../router/error-status.ts';
import { reloadPageOnChunkError } from '../remotes/chunk-reload.ts';
import { markPageInteractive } from '../platform/early-clicks.ts';

/** If showing the error page itself fails, a plain English fallback with a link home. */
function FallbackErrorPage() {
  return (
    <section className="error-page">
      <h1>Something went wrong</h1>
      <a href="/">Go to the home page</a>
    </section>
  );
}

/** The error page for what a page threw, or for the error status the gateway answered its address with. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const status = errorStatus(error);
  const { pathname } = useLocation();
  const setFailed = useSetAtom(pageLoadFailedAtom);
  // A page that failed to load turns the loading bar red (a missing page is no failure).
  useEffect(() => {
    if (status !== 404) setFailed(pathname);
  }, [status, pathname, setFailed]);
  useEffect(markPageInteractive, []);
  reloadPageOnChunkError(error);
  return (
    <ErrorBoundary fallback={<FallbackErrorPage />}>
      <ErrorPage status={status} />
    </ErrorBoundary>
  );
}
