import type { ComponentType } from 'react';
import type { RemoteName } from './runtime-config.ts';
import type { RouteId } from './routes.ts';

/**
 * What each remote exposes, typed here so the shell and the remotes are checked against
 * the same contract. Keys are `<remote name>/<exposed module>` as passed to `loadRemote`.
 */
export interface RemoteModules {
  /** A page component for every route id: a route without its page does not compile. */
  'mf_content/pages': {
    pages: Record<RouteId, ComponentType>;
    /** Loads a page's code ahead of a click (the shell's idle link prefetch) or of hydration. */
    preload: (routeId: RouteId) => Promise<unknown>;
  };
  'mf_search/search-box': { default: ComponentType<{ variant: 'header' | 'drawer' }> };
  'mf_booking/booking-dialogs': { default: ComponentType };
  'mf_payment/payment-dialog': { default: ComponentType };
}
export type RemoteModuleId = keyof RemoteModules;

/** The modules the shell needs from a remote, as its build names them (`./search-box`). */
export type ExposeOf<R extends RemoteName> =
  Extract<RemoteModuleId, `${R}/${string}`> extends `${R}/${infer Module}` ? `./${Module}` : never;

/**
 * The same contract as values, for the checks that run where types do not: a release whose manifest
 * lacks one of these is refused, and each remote's build config is typed by it. Kept equal to
 * `RemoteModules` by the type below.
 */
export const REMOTE_EXPOSES = {
  mf_content: ['./pages'],
  mf_search: ['./search-box'],
  mf_booking: ['./booking-dialogs'],
  mf_payment: ['./payment-dialog'],
} as const satisfies { [R in RemoteName]: readonly ExposeOf<R>[] };

// Every module of the contract is listed above: a module added to `RemoteModules` alone fails here.
type Listed = {
  [R in RemoteName]: `${R}/${(typeof REMOTE_EXPOSES)[R][number] extends `./${infer Module}` ? Module : never}`;
}[RemoteName];
const everyModuleListed: [RemoteModuleId] extends [Listed] ? true : never = true;
void everyModuleListed;

/** What a remote's build config exposes: exactly the contract's modules, each from a source file. */
export type RemoteExposes<R extends RemoteName> = { [Module in ExposeOf<R>]: string };

/** A page throws this shape when its item does not exist; the shell shows the error page with the status. */
export interface PageStatusError {
  status: number;
  message?: string;
}
export function pageNotFound(message = 'Not found'): PageStatusError {
  return { status: 404, message };
}
