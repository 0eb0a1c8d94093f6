import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { pageLoadingAtom } from '@clinic/state/page-loading';
import { loadRemoteModule } from '../remotes/federation.ts';
import { canPrefetch, linkedRouteIds, whenIdle, type NavigatorLike } from './prefetch.ts';

const warmed = new Set<string>();

async function warmRoutes(routeIds: string[]): Promise<void> {
  const fresh = routeIds.filter((id) => !warmed.has(id));
  if (fresh.length === 0) return;
  fresh.forEach((id) => warmed.add(id));
  const { preload } = await loadRemoteModule('mf_content/pages');
  await Promise.allSettled(fresh.map((id) => preload(id)));
}

/**
 * Spec §4: when the browser is idle after a page has loaded, loads the code of the pages the
 * current page links to (mf-content and each page's chunk), so the next click renders at once.
 */
export function useLinkPrefetch(): void {
  const { pathname } = useLocation();
  const pageReady = useAtomValue(pageLoadingAtom) === 0;
  useEffect(() => {
    if (!pageReady || !canPrefetch(navigator as unknown as NavigatorLike)) return;
    return whenIdle(() => {
      const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => link.getAttribute('href')!);
      warmRoutes(linkedRouteIds(hrefs, window.location.origin)).catch(() => {
        // A failed prefetch changes nothing: the click loads the page as usual.
      });
    });
  }, [pathname, pageReady]);
}
