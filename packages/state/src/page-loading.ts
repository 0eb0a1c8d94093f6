import { atom } from 'jotai';

/**
 * How many parts of the page are still loading: the route's code and remotes (Suspense fallbacks
 * count themselves), and every content read the store's cache is loading (content-store.ts).
 * The shell's loading bar runs while it is above zero.
 */
export const pageLoadingAtom = atom(0);

/** The address whose route failed to load or render; the loading bar turns red while it is the current one. */
export const pageLoadFailedAtom = atom<string | null>(null);
