import { createContext, useContext } from 'react';
import type { RemoteModuleId, RemoteModules } from '@clinic/contracts/remote-modules';
import { loadRemoteModule } from './federation.ts';

export type LoadRemoteModule = <K extends RemoteModuleId>(id: K) => Promise<RemoteModules[K]>;

/**
 * Where the app's parts load remote modules from. In the browser, the builds the page names (one per
 * remote for the life of the page); on the server, the builds the gateway chose for this request, which
 * differ between visitors while a canary runs.
 */
export const RemoteLoaderContext = createContext<LoadRemoteModule>(loadRemoteModule);

export function useRemoteLoader(): LoadRemoteModule {
  return useContext(RemoteLoaderContext);
}
