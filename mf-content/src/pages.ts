import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Page components keyed by route id (packages/contracts/src/routes.ts); each is its own chunk. */
export const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  index: lazy(() => import('./home/home-page.tsx')),
  'about-us': lazy(() => import('./about/about-us-page.tsx')),
  actions: lazy(() => import('./actions/actions-page.tsx')),
  'bezperervnij-profesijnij-rozvitok-likariv': lazy(() => import('./cpd/cpd-page.tsx')),
  blog: lazy(() => import('./blog/blog-page.tsx')),
  calculator: lazy(() => import('./calculator/calculator-page.tsx')),
  clinics: lazy(() => import('./clinics/clinics-page.tsx')),
  complexes: lazy(() => import('./complexes/complexes-page.tsx')),
  contacts: lazy(() => import('./contacts/contacts-page.tsx')),
  endolift_promo: lazy(() => import('./promo/endolift-promo-page.tsx')),
  internatura: lazy(() => import('./internship/internatura-page.tsx')),
  'photo-gallery': lazy(() => import('./gallery/photo-gallery-page.tsx')),
  posluhy: lazy(() => import('./services/posluhy-page.tsx')),
  vacancies: lazy(() => import('./vacancies/vacancies-page.tsx')),
  zahvoryuvannya: lazy(() => import('./diseases/diseases-page.tsx')),
  'actions-action': lazy(() => import('./actions/action-page.tsx')),
  'blog-post': lazy(() => import('./blog/post-page.tsx')),
  'clinics-slug': lazy(() => import('./clinics/clinic-page.tsx')),
  'complexes-complex': lazy(() => import('./complexes/complex-page.tsx')),
  'zahvoryuvannya-disease': lazy(() => import('./diseases/disease-page.tsx')),
  'likari-slug': lazy(() => import('./doctors/likari-page.tsx')),
  'likari-direction-doctor': lazy(() => import('./doctors/likari-direction-doctor-page.tsx')),
  'prices-slug': lazy(() => import('./prices/prices-page.tsx')),
  'direction-subdirection': lazy(() => import('./directions/direction-page.tsx')),
};
