import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { apiUrl } from '@clinic/api-client/base';

/**
 * The gateway writes each page's head into the HTML; after a client-side navigation the
 * shell asks it for the new page's head, so title and links stay true in the tab and history.
 * The code that checks and applies it (with the schema library) loads with the first navigation.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    const abort = new AbortController();
    fetch(apiUrl('page-head.json', { path: pathname }), {
      signal: abort.signal,
      headers: { Accept: 'application/json' },
    })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then(async (body: unknown) => (await import('./document-head.ts')).applyPageHeadAnswer(document, body))
      // The old head stays: a wrong title is better than a broken navigation.
      .catch(() => {});
    return () => abort.abort();
  }, [pathname]);
}
