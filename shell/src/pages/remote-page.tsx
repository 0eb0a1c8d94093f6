import { use, useEffect } from 'react';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import type { RouteId } from '@clinic/contracts/routes';
import { useRemoteLoader } from '../remotes/remote-loader.tsx';
import { RemoteErrorReport } from '../remotes/remote-boundary.tsx';
import { markPageInteractive } from '../platform/early-clicks.ts';

/**
 * A route's page from mf-content. A load failure or a page's own 404 is thrown to the
 * route's error boundary, which shows the error page inside the default layout. The
 * catch-all route, of an address no route matches, has no `routeId`.
 */
export function RemotePage({ routeId }: { routeId?: RouteId }) {
  // Runs once the page has hydrated with everything above it: clicks held until then can be answered.
  useEffect(markPageInteractive, []);
  const { pages } = use(useRemoteLoader()('mf_content/pages'));
  // A remote deployed before this route existed has no page for it.
  const Page = routeId && pages[routeId];
  if (!Page) throw pageNotFound(`No page for route ${routeId ?? ''}`);
  return (
    <RemoteErrorReport remote="mf_content">
      <Page />
    </RemoteErrorReport>
  );
}
