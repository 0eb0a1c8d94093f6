import { useParams } from 'react-router-dom';
import type { RouteId, RouteParams } from '@clinic/contracts/routes';

/**
 * The params of the route a page is mounted on (`useRouteParams<'blog-post'>()`), typed from the
 * route table, so reading a param the route does not have fails to compile. The router matched
 * the address against that route's own pattern, which is what makes the cast hold.
 */
export function useRouteParams<TId extends RouteId>(): RouteParams<TId> {
  return useParams() as RouteParams<TId>;
}
