import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import type { RouteId } from '@clinic/contracts/routes';
import { pageLoadingAtom } from '@clinic/state/page-loading';
import { loadRemoteModule } from '../remotes/federation.ts';
import { canPrefetch, isInViewport, linkedRouteIds, whenIdle, type NavigatorLike } from './prefetch.ts';

const warmed = new Set<RouteId>();

async function warmRoutes(routeIds: RouteId[]): Promise<void> {
  const fresh = routeIds.filter((id) => !warmed.has(id));
  if (fresh.length === 0) return;
  fresh.forEach((id) => warmed.add(id));
  const { preload } = await loadRemoteModule('mf_content/pages');
  await Promise.allSettled(fresh.map((id) => preload(id)));
}

function visibleLinkHrefs(): string[] {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .filter((link) => isInViewport(link.getBoundingClientRect(), viewport))
    .map((link) => link.getAttribute('href')!);
}

/**
 * When the browser is idle, loads the code of the pages that the links in view lead to
 * (mf-content and each page's chunk), so the next click renders at once. Only links in view, as
 * Nuxt does: a phone on a first visit should not download every page of the site. Scrolling
 * brings other links into view, and they are warmed at the next idle moment.
 */
export function useLinkPrefetch(): void {
  const { pathname } = useLocation();
  const pageReady = useAtomValue(pageLoadingAtom) === 0;
  useEffect(() => {
    if (!pageReady || !canPrefetch(navigator as unknown as NavigatorLike)) return;
    const warmVisible = () => {
      warmRoutes(linkedRouteIds(visibleLinkHrefs(), window.location.origin)).catch(() => {
        // A failed prefetch changes nothing: the click loads the page as usual.
      });
    };
    let cancelIdle = whenIdle(warmVisible);
    const onScroll = () => {
      cancelIdle();
      cancelIdle = whenIdle(warmVisible);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelIdle();
      window.removeEventListener('scroll', onScroll);
    };
  }, [pathname, pageReady]);
}
