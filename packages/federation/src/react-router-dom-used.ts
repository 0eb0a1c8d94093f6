/**
 * What the apps use of react-router-dom, shared in its place. Shared modules are never
 * tree-shaken (a remote may ask for any export), so sharing the package itself put all of
 * react-router on every page, server rendering and data APIs included: 60 KB gzip of the
 * home page's budget. Sharing this list lets the build drop the rest. An app that needs
 * another export adds it here (shared-modules.test.ts fails until it does).
 */
export { RouterProvider } from 'react-router/dom';
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  data,
  isRouteErrorResponse,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useOutlet,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { HydrationState, RouteObject, To } from 'react-router';
