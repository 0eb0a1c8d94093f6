import { PREFETCH_IDLE_TIMEOUT_MS } from '@clinic/contracts/constants';
import { matchRoute, type RouteId } from '@clinic/contracts/routes';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}
export interface NavigatorLike {
  onLine: boolean;
  connection?: NetworkInformationLike;
}

/** No prefetching offline, with data saver on, or on a 2g connection. */
export function canPrefetch(navigator: NavigatorLike): boolean {
  if (!navigator.onLine) return false;
  const connection = navigator.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes('2g')) return false;
  return true;
}

/** Runs `task` when the browser is idle, at the latest after `PREFETCH_IDLE_TIMEOUT_MS`, so a page that is never idle still prefetches. */
export function whenIdle(
  task: () => void,
  win: Pick<Window, 'setTimeout' | 'clearTimeout'> &
    Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = window,
): () => void {
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(task, 1);
  return () => win.clearTimeout(handle);
}

interface BoxLike {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

/** Whether a link's box is shown and at least partly inside the viewport: the links a visitor can click next. */
export function isInViewport(box: BoxLike, viewport: { width: number; height: number }): boolean {
  if (box.width === 0 || box.height === 0) return false;
  return box.bottom > 0 && box.top < viewport.height && box.right > 0 && box.left < viewport.width;
}

/** The route ids the same-origin links on the page lead to, each once. */
export function linkedRouteIds(hrefs: Iterable<string>, origin: string): RouteId[] {
  const ids = new Set<RouteId>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const match = matchRoute(url.pathname);
    if (match) ids.add(match.id);
  }
  return [...ids];
}
