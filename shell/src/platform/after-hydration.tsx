import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true from the render after:
 * what depends on the browser (local storage, the address, the network) renders then, so the
 * first browser render matches the server's HTML and hydrates without a warning.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Its children only after hydration; they must sit in reserved or overlaid space, so nothing moves (CLS). */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
