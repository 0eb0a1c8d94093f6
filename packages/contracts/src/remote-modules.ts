import type { ComponentType } from 'react';
import type { RouteId } from './routes.ts';

/**
 * What each remote exposes, typed here so the shell and the remotes are checked against
 * the same contract. Keys are `<remote name>/<exposed module>` as passed to `loadRemote`.
 */
export interface RemoteModules {
  /** A page component for every route id: a route without its page does not compile. */
  'mf_content/pages': {
    pages: Record<RouteId, ComponentType>;
    /** Loads a page's code ahead of a click (the shell's idle link prefetch, spec §4). */
    preload: (routeId: RouteId) => Promise<unknown>;
  };
  'mf_search/search-box': { default: ComponentType<{ variant: 'header' | 'drawer' }> };
  'mf_booking/booking-dialogs': { default: ComponentType };
  'mf_payment/payment-dialog': { default: ComponentType };
}
export type RemoteModuleId = keyof RemoteModules;

/** A page throws this shape when its item does not exist; the shell shows the error page with the status (spec §8). */
export interface PageStatusError {
  status: number;
  message?: string;
}
export function pageNotFound(message = 'Not found'): PageStatusError {
  return { status: 404, message };
}
