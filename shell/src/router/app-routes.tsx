import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LOCALIZED_ROUTES } from '@clinic/contracts/routes';
import { AppFrame } from '../layout/app-frame.tsx';
import { DefaultLayout } from '../layout/default-layout.tsx';
import { PromoLayout } from '../layout/promo-layout.tsx';
import { RouteErrorBoundary } from '../error/route-error-boundary.tsx';
import { RemotePage } from '../pages/remote-page.tsx';
import { useOnFirstAddress } from '../navigation/use-first-address.ts';

/**
 * The routes from the shared route table: one per page and locale, grouped by layout. A page
 * that fails, or the address the visit started on when the gateway answered it with an error
 * status (`initialStatus`: an unknown page or item, content down), shows the error page in the
 * default layout.
 *
 * Declarative routes, not a data router: no page loads data through the router, and the data
 * router's code (loaders, actions, fetchers, its hydration state) was ~17 KB gzip on every page.
 */
export function AppRoutes({ initialStatus }: { initialStatus: number }) {
  const pagesOf = (layout: 'default' | 'promo') =>
    LOCALIZED_ROUTES.filter((route) => route.layout === layout).map((route) => (
      <Route key={route.name} path={route.pattern} element={<RemotePage routeId={route.id} />} />
    ));
  // The gateway's status is of the first address only.
  const answeredError = useOnFirstAddress() && initialStatus !== 200 ? { status: initialStatus } : undefined;
  const withErrorPage = (layout: ReactNode) => (
    <RouteErrorBoundary answeredError={answeredError}>{layout}</RouteErrorBoundary>
  );

  return (
    <Routes>
      <Route element={<AppFrame />}>
        <Route element={withErrorPage(<PromoLayout />)}>{pagesOf('promo')}</Route>
        <Route element={withErrorPage(<DefaultLayout />)}>
          {pagesOf('default')}
          <Route path="*" element={<RemotePage />} />
        </Route>
      </Route>
    </Routes>
  );
}
