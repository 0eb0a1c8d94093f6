import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LOCALIZED_ROUTES, matchRoute } from '@clinic/contracts/routes';
import { AppFrame } from '../layout/app-frame.tsx';
import { DefaultLayout } from '../layout/default-layout.tsx';
import { PromoLayout } from '../layout/promo-layout.tsx';
import { RouteErrorBoundary } from '../error/route-error-boundary.tsx';
import { RemotePage } from '../pages/remote-page.tsx';
import { useOnFirstAddress } from '../navigation/use-first-address.ts';

/**
 * The page the shared route table finds for the address, in its layout. The router is given that one
 * route (and the catch-all) rather than all of them: it would otherwise rank every route of both locales
 * on each render, most of a millisecond of every server render, and the table's matcher is the one the
 * gateway answers with, so the page shown is always the page the status and stylesheets were chosen for.
 * A page that fails, or the address the visit started on when the gateway answered it with an error
 * status (`initialStatus`: an unknown page or item, content down), shows the error page in the default
 * layout.
 *
 * Declarative routes, not a data router: no page loads data through the router, and the data
 * router's code (loaders, actions, fetchers, its hydration state) was ~17 KB gzip on every page.
 */
export function AppRoutes({ initialStatus }: { initialStatus: number }) {
  const match = matchRoute(useLocation().pathname);
  const page = match && LOCALIZED_ROUTES.find((route) => route.name === match.name);
  const pageIn = (layout: 'default' | 'promo') =>
    page?.layout === layout && <Route key={page.name} path={page.pattern} element={<RemotePage routeId={page.id} />} />;
  // The gateway's status is of the first address only.
  const answeredError = useOnFirstAddress() && initialStatus !== 200 ? { status: initialStatus } : undefined;
  const withErrorPage = (layout: ReactNode) => (
    <RouteErrorBoundary answeredError={answeredError}>{layout}</RouteErrorBoundary>
  );

  return (
    <Routes>
      <Route element={<AppFrame />}>
        <Route element={withErrorPage(<PromoLayout />)}>{pageIn('promo')}</Route>
        <Route element={withErrorPage(<DefaultLayout />)}>
          {pageIn('default')}
          <Route path="*" element={<RemotePage />} />
        </Route>
      </Route>
    </Routes>
  );
}
