import type { ComponentType } from 'react';
import type { RemoteManifest } from './remote-manifest.ts';
import { isPlatformRemote, type PlatformRemote, type RemoteName } from './runtime-config.ts';
import type { PLATFORM_SLOTS } from './slots.ts';
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
export type ExposeOf<R extends PlatformRemote> =
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
} as const satisfies { [R in PlatformRemote]: readonly ExposeOf<R>[] };

/** The slot each platform remote fills with the modules above. */
export const PLATFORM_REMOTE_SLOTS = {
  mf_content: 'site.pages',
  mf_search: 'header.search',
  mf_booking: 'dialogs.booking',
  mf_payment: 'dialogs.payment',
} as const satisfies Record<PlatformRemote, (typeof PLATFORM_SLOTS)[number]>;

// Every module of the contract is listed above: a module added to `RemoteModules` alone fails here.
type Listed = {
  [R in PlatformRemote]: `${R}/${(typeof REMOTE_EXPOSES)[R][number] extends `./${infer Module}` ? Module : never}`;
}[PlatformRemote];
const everyModuleListed: [RemoteModuleId] extends [Listed] ? true : never = true;
void everyModuleListed;

/**
 * The modules the shell takes from a build: a platform remote's from the contract, a registered remote's one per
 * slot its manifest fills (the release check has held those to what the remote is registered for).
 */
export function shellExposes(remote: RemoteName, manifest: Pick<RemoteManifest, 'metaData'>): readonly string[] {
  if (isPlatformRemote(remote)) return REMOTE_EXPOSES[remote];
  return Object.values(manifest.metaData.slots ?? {});
}

/** What a remote's build config exposes: exactly the contract's modules, each from a source file. */
export type RemoteExposes<R extends PlatformRemote> = { [Module in ExposeOf<R>]: string };

/** A page throws this shape when its item does not exist; the shell shows the error page with the status. */
export interface PageStatusError {
  status: number;
  message?: string;
}
export function pageNotFound(message = 'Not found'): PageStatusError {
  return { status: 404, message };
}
