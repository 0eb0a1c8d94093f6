import { createElement, use, type ComponentType } from 'react';
import { track, type Settling } from '@clinic/state/settled';
import type { RemoteModules } from '@clinic/contracts/remote-modules';
import type { RouteId } from '@clinic/contracts/routes';

type PageImporter = () => Promise<{ default: ComponentType }>;

/**
 * Each page's code keyed by route id (packages/contracts/src/routes.ts); each is its own chunk, named
 * `page-<route id>` so the build can list each page's stylesheets for the server to link.
 */
const importers: Record<RouteId, PageImporter> = {
  index: () => import(/* webpackChunkName: "page-index" */ './home/home-page.tsx'),
  'about-us': () => import(/* webpackChunkName: "page-about-us" */ './about/about-us-page.tsx'),
  actions: () => import(/* webpackChunkName: "page-actions" */ './actions/actions-page.tsx'),
  'bezperervnij-profesijnij-rozvitok-likariv': () =>
    import(/* webpackChunkName: "page-bezperervnij-profesijnij-rozvitok-likariv" */ './cpd/cpd-page.tsx'),
  blog: () => import(/* webpackChunkName: "page-blog" */ './blog/blog-page.tsx'),
  calculator: () => import(/* webpackChunkName: "page-calculator" */ './calculator/calculator-page.tsx'),
  clinics: () => import(/* webpackChunkName: "page-clinics" */ './clinics/clinics-page.tsx'),
  complexes: () => import(/* webpackChunkName: "page-complexes" */ './complexes/complexes-page.tsx'),
  contacts: () => import(/* webpackChunkName: "page-contacts" */ './contacts/contacts-page.tsx'),
  endolift_promo: () => import(/* webpackChunkName: "page-endolift_promo" */ './promo/endolift-promo-page.tsx'),
  internatura: () => import(/* webpackChunkName: "page-internatura" */ './internship/internship-page.tsx'),
  'photo-gallery': () => import(/* webpackChunkName: "page-photo-gallery" */ './gallery/photo-gallery-page.tsx'),
  'polityka-konfidentsiinosti': () =>
    import(/* webpackChunkName: "page-polityka-konfidentsiinosti" */ './privacy/privacy-page.tsx'),
  posluhy: () => import(/* webpackChunkName: "page-posluhy" */ './services/services-page.tsx'),
  vacancies: () => import(/* webpackChunkName: "page-vacancies" */ './vacancies/vacancies-page.tsx'),
  zahvoryuvannya: () => import(/* webpackChunkName: "page-zahvoryuvannya" */ './diseases/diseases-page.tsx'),
  search: () => import(/* webpackChunkName: "page-search" */ './search/search-page.tsx'),
  order: () => import(/* webpackChunkName: "page-order" */ './forms/order-page.tsx'),
  declaration: () => import(/* webpackChunkName: "page-declaration" */ './forms/declaration-page.tsx'),
  review: () => import(/* webpackChunkName: "page-review" */ './forms/review-page.tsx'),
  vacancy: () => import(/* webpackChunkName: "page-vacancy" */ './forms/vacancy-page.tsx'),
  payment: () => import(/* webpackChunkName: "page-payment" */ './forms/payment-page.tsx'),
  'actions-action': () => import(/* webpackChunkName: "page-actions-action" */ './actions/action-page.tsx'),
  'blog-post': () => import(/* webpackChunkName: "page-blog-post" */ './blog/post-page.tsx'),
  'clinics-slug': () => import(/* webpackChunkName: "page-clinics-slug" */ './clinics/clinic-page.tsx'),
  'complexes-complex': () => import(/* webpackChunkName: "page-complexes-complex" */ './complexes/complex-page.tsx'),
  'zahvoryuvannya-disease': () =>
    import(/* webpackChunkName: "page-zahvoryuvannya-disease" */ './diseases/disease-page.tsx'),
  'likari-slug': () => import(/* webpackChunkName: "page-likari-slug" */ './doctors/doctors-page.tsx'),
  'likari-direction-doctor': () =>
    import(/* webpackChunkName: "page-likari-direction-doctor" */ './doctors/doctor-page.tsx'),
  'prices-slug': () => import(/* webpackChunkName: "page-prices-slug" */ './prices/prices-page.tsx'),
  'direction-subdirection': () =>
    import(/* webpackChunkName: "page-direction-subdirection" */ './directions/direction-page.tsx'),
};

const loads = new Map<RouteId, Settling<{ default: ComponentType }>>();

/**
 * A page's code, loaded once and tracked: once it is in, a page renders without suspending, so a
 * server-rendered page hydrates in one pass (React.lazy suspends once more even then). A failed
 * load is kept for rendering, which must see the same promise again, and retried by `preload`.
 */
function load(routeId: RouteId, retryFailed = false): Settling<{ default: ComponentType }> {
  let loading = loads.get(routeId);
  if (!loading || (retryFailed && loading.status === 'rejected')) {
    loading = track(importers[routeId]());
    loads.set(routeId, loading);
  }
  return loading;
}

function pageOf(routeId: RouteId): ComponentType {
  const Page = () => createElement(use(load(routeId)).default);
  Page.displayName = `Page(${routeId})`;
  return Page;
}

/** The page components the shell renders; each loads its chunk on first render, unless `preload` did. */
export const pages = Object.fromEntries(Object.keys(importers).map((id) => [id, pageOf(id as RouteId)])) as Record<
  RouteId,
  ComponentType
>;

/**
 * Loads a page's chunk ahead of a click (the shell's idle link prefetch) or of hydration.
 * A route of no page here loads nothing: the shell is deployed on its own and may know newer routes.
 */
export function preload(routeId: RouteId): Promise<unknown> {
  return Object.hasOwn(importers, routeId) ? load(routeId, true) : Promise.resolve();
}

// The shell loads this module through the contract; a mismatch fails the type-check here.
void ({ pages, preload } satisfies RemoteModules['mf_content/pages']);
