import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LOCALIZED_ROUTES } from '@clinic/contracts/routes';
import { AppFrame } from '../layout/app-frame.tsx';
import { DefaultLayout } from '../layout/default-layout.tsx';
import { PromoLayout } from '../layout/promo-layout.tsx';
import { RouteErrorPage } from '../error/route-error-page.tsx';
import { RemotePage } from '../pages/remote-page.tsx';

/** The router from the shared route table: one route per page and locale, grouped by layout. */
export function createAppRouter() {
  const pagesOf = (layout: 'default' | 'promo'): RouteObject[] =>
    LOCALIZED_ROUTES.filter((route) => route.layout === layout).map((route) => ({
      id: route.name,
      path: route.pattern,
      element: <RemotePage routeId={route.id} />,
      handle: { routeId: route.id, locale: route.locale },
    }));

  // Route errors switch to the default layout (spec §2), whichever layout the page had.
  const errorElement = (
    <DefaultLayout>
      <RouteErrorPage />
    </DefaultLayout>
  );

  return createBrowserRouter([
    {
      element: <AppFrame />,
      children: [
        { element: <PromoLayout />, errorElement, children: pagesOf('promo') },
        { element: <DefaultLayout />, errorElement, children: [...pagesOf('default'), { path: '*', element: <RemotePage routeId="" /> }] },
      ],
    },
  ]);
}
