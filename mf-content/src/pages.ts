import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteModules } from '@clinic/contracts/remote-modules';

type PageImporter = () => Promise<{ default: ComponentType }>;

/** Each page's code keyed by route id (packages/contracts/src/routes.ts); each is its own chunk. */
const importers: Record<string, PageImporter> = {
  index: () => import('./home/home-page.tsx'),
  'about-us': () => import('./about/about-us-page.tsx'),
  actions: () => import('./actions/actions-page.tsx'),
  'bezperervnij-profesijnij-rozvitok-likariv': () => import('./cpd/cpd-page.tsx'),
  blog: () => import('./blog/blog-page.tsx'),
  calculator: () => import('./calculator/calculator-page.tsx'),
  clinics: () => import('./clinics/clinics-page.tsx'),
  complexes: () => import('./complexes/complexes-page.tsx'),
  contacts: () => import('./contacts/contacts-page.tsx'),
  endolift_promo: () => import('./promo/endolift-promo-page.tsx'),
  internatura: () => import('./internship/internatura-page.tsx'),
  'photo-gallery': () => import('./gallery/photo-gallery-page.tsx'),
  posluhy: () => import('./services/posluhy-page.tsx'),
  vacancies: () => import('./vacancies/vacancies-page.tsx'),
  zahvoryuvannya: () => import('./diseases/diseases-page.tsx'),
  'actions-action': () => import('./actions/action-page.tsx'),
  'blog-post': () => import('./blog/post-page.tsx'),
  'clinics-slug': () => import('./clinics/clinic-page.tsx'),
  'complexes-complex': () => import('./complexes/complex-page.tsx'),
  'zahvoryuvannya-disease': () => import('./diseases/disease-page.tsx'),
  'likari-slug': () => import('./doctors/likari-page.tsx'),
  'likari-direction-doctor': () => import('./doctors/likari-direction-doctor-page.tsx'),
  'prices-slug': () => import('./prices/prices-page.tsx'),
  'direction-subdirection': () => import('./directions/direction-page.tsx'),
};

/** The page components the shell renders; the bundler loads a page's chunk once, whoever asks first. */
export const pages: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(importers).map(([id, importer]) => [id, lazy(importer)]),
);

/** Loads a page's chunk ahead of a click (the shell's idle link prefetch, spec §4); a route of no page here loads nothing. */
export function preload(routeId: string): Promise<unknown> {
  return Object.hasOwn(importers, routeId) ? importers[routeId]!() : Promise.resolve();
}

// The shell loads this module through the contract; a mismatch fails the type-check here.
void ({ pages, preload } satisfies RemoteModules['mf_content/pages']);
