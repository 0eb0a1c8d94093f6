import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@clinic/contracts/runtime-config';
import type { RemoteModuleId, RemoteModules } from '@clinic/contracts/remote-modules';

const RETRY_DELAYS_MS = [300, 1_000];

/** Registers the remotes from the runtime configuration, so moving one needs no shell rebuild. */
export function registerRuntimeRemotes(remotes: RuntimeConfig['remotes']): void {
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loaded = new Map<RemoteModuleId, Promise<unknown>>();

/**
 * Loads an exposed module, retrying transient failures with back-off. The promise is kept,
 * so React's `use()` sees the same one on every render; a final failure is forgotten so a
 * later mount can try again.
 */
export function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  let pending = loaded.get(id) as Promise<RemoteModules[K]> | undefined;
  if (!pending) {
    pending = loadWithRetry(id);
    loaded.set(id, pending);
    pending.catch(() => loaded.delete(id));
  }
  return pending;
}

async function loadWithRetry<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const module = await loadRemote<RemoteModules[K]>(id);
      if (!module) throw new Error(`Remote module ${id} is empty`);
      return module;
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length) throw error;
      await sleep(RETRY_DELAYS_MS[attempt]!);
    }
  }
}
