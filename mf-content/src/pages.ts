import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Page components keyed by route id (packages/contracts/src/routes.ts); each is its own chunk. */
export const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  index: lazy(() => import('./home/home-page.tsx')),
};
