/**
 * What the apps use of react-router-dom, shared in its place. Shared modules are never
 * tree-shaken (a remote may ask for any export), so sharing the package itself put all of
 * react-router on every page, server rendering and data APIs included: 60 KB gzip of the
 * home page's budget. Sharing this list lets the build drop the rest. An app that needs
 * another export adds it here (shared-modules.test.ts fails until it does).
 */
/** @public shared by path (shared-modules.ts), so no module imports it by name */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useOutlet,
  useParams,
  useSearchParams,
} from 'react-router';
/** @public */
export type { To } from 'react-router';
