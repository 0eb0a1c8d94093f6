import type { PromoRelationType } from '@clinic/contracts/content/promo-dialog';
import { matchRoute } from '@clinic/contracts/routes';

export interface PromoRelation {
  relation_type?: PromoRelationType;
  relation_slug?: string;
}

/**
 * The list page a route with an optional item shows when the item is left out: named as the visitor
 * knows it, by its address (`/likari`, `/prices`), not by the route's id.
 */
const LIST_PAGE_OF: Record<string, string> = { 'likari-slug': 'likari', 'prices-slug': 'prices' };

/** Pages whose own item a promo pop-up can be attached to, and the parameter that names it. */
const ITEM_PAGES: Record<string, [PromoRelationType, string]> = {
  'actions-action': ['action', 'action'],
  'blog-post': ['post', 'post'],
  'complexes-complex': ['complex', 'complex'],
  'zahvoryuvannya-disease': ['disease', 'disease'],
  'likari-direction-doctor': ['doctor', 'doctor'],
  'prices-slug': ['direction', 'slug'],
};

/**
 * What `dialogs/get-dialogs-promo/` is asked for on a page: its item (a direction, doctor,
 * post, action, complex or disease), or the page itself by route id (`page`/`index`).
 * Where the address cannot tell the kind of item (`/likari/{slug}`, a clinic), only the
 * site-wide pop-ups are asked for.
 */
export function promoRelation(routeId: string, params: Record<string, string | undefined>): PromoRelation {
  if (routeId === 'direction-subdirection') {
    const slug = params.subdirection ?? params.direction;
    return slug ? { relation_type: 'direction', relation_slug: slug } : {};
  }
  const item = ITEM_PAGES[routeId];
  if (item) {
    const slug = params[item[1]];
    return slug
      ? { relation_type: item[0], relation_slug: slug }
      : LIST_PAGE_OF[routeId]
        ? { relation_type: 'page', relation_slug: LIST_PAGE_OF[routeId] }
        : {};
  }
  if (routeId === 'likari-slug')
    return params.slug ? {} : { relation_type: 'page', relation_slug: LIST_PAGE_OF[routeId] };
  if (routeId === 'clinics-slug' || routeId === '') return {};
  return { relation_type: 'page', relation_slug: routeId };
}

/** What the page at this address asks its promo pop-ups for (an address no route matches: the site-wide ones). */
export function pagePromoRelation(pathname: string): PromoRelation {
  const page = matchRoute(pathname);
  return promoRelation(page?.id ?? '', page?.params ?? {});
}
