import { data, type RouteObject } from 'react-router-dom';
import { LOCALIZED_ROUTES } from '@clinic/contracts/routes';
import { AppFrame } from '../layout/app-frame.tsx';
import { DefaultLayout } from '../layout/default-layout.tsx';
import { PromoLayout } from '../layout/promo-layout.tsx';
import { RouteErrorPage } from '../error/route-error-page.tsx';
import { RemotePage } from '../pages/remote-page.tsx';

/**
 * The routes from the shared route table: one per page and locale, grouped by layout. On the
 * server, a page the gateway answers with an error status (no such route or item, content down)
 * fails in its loader, so the error page is rendered there: error boundaries do not run on the
 * server. The browser gets that error with the hydration data and needs no loader.
 */
export function createAppRoutes({ errorStatus }: { errorStatus?: number } = {}): RouteObject[] {
  const loader =
    errorStatus === undefined || errorStatus === 200
      ? undefined
      : () => {
          throw data(null, { status: errorStatus });
        };
  const pagesOf = (layout: 'default' | 'promo'): RouteObject[] =>
    LOCALIZED_ROUTES.filter((route) => route.layout === layout).map((route) => ({
      id: route.name,
      path: route.pattern,
      element: <RemotePage routeId={route.id} />,
      handle: { routeId: route.id, locale: route.locale },
      loader,
    }));

  // Route errors switch to the default layout (spec §2), whichever layout the page had.
  const errorElement = (
    <DefaultLayout>
      <RouteErrorPage />
    </DefaultLayout>
  );

  return [
    {
      id: 'frame',
      element: <AppFrame />,
      children: [
        { id: 'promo-layout', element: <PromoLayout />, errorElement, children: pagesOf('promo') },
        {
          id: 'default-layout',
          element: <DefaultLayout />,
          errorElement,
          children: [...pagesOf('default'), { id: 'not-found', path: '*', element: <RemotePage />, loader }],
        },
      ],
    },
  ];
}
