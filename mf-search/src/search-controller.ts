import { SEARCH } from '@clinic/contracts/constants';
import type { SearchResult } from '@clinic/contracts/content/search-result';

type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SearchState {
  /** The trimmed text the visitor has typed. */
  query: string;
  status: SearchStatus;
  /** The latest answer, kept while a newer query loads so the panel does not flicker; null after a failure. */
  result: SearchResult | null;
  /** Counts finished fetches (answer or failure), so a view can open its panel on each one. */
  settled: number;
}

export interface SearchControllerOptions {
  search: (query: string, signal: AbortSignal) => Promise<SearchResult>;
  /** Called once a query has stayed unchanged for `analyticsDelayMs`. */
  track: (query: string) => void;
  minLength?: number;
  debounceMs?: number;
  analyticsDelayMs?: number;
}

export interface SearchController {
  getState(): SearchState;
  subscribe(listener: () => void): () => void;
  setQuery(text: string): void;
  /**
   * The query has gone to the search page, which shows its results: the box's own search, waiting or
   * under way, is dropped, as it would only open the panel over them. The query is still tracked.
   */
  handOff(): void;
  /** Stops timers and the request in flight; the controller stays usable afterwards. */
  dispose(): void;
}

const INITIAL: SearchState = { query: '', status: 'idle', result: null, settled: 0 };

/**
 * The search box's timing rules without React: fetch 1.5 s after the last change
 * for 3+ characters, abort the older request when the query changes, track a query that
 * stays unchanged for 3 s.
 */
export function createSearchController({
  search,
  track,
  minLength = SEARCH.minLength,
  debounceMs = SEARCH.debounceMs,
  analyticsDelayMs = SEARCH.analyticsDelayMs,
}: SearchControllerOptions): SearchController {
  let state = INITIAL;
  const listeners = new Set<() => void>();
  let fetchTimer: ReturnType<typeof setTimeout> | undefined;
  let trackTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let lastTracked: string | undefined;

  const update = (patch: Partial<SearchState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const stopFetching = () => {
    clearTimeout(fetchTimer);
    fetchTimer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };

  const stop = () => {
    stopFetching();
    clearTimeout(trackTimer);
    trackTimer = undefined;
  };

  // An aborted request leaves the previous answer (or nothing) on show until the next one.
  const statusAfterAbort = (): SearchStatus =>
    state.status === 'loading' ? (state.result ? 'success' : 'idle') : state.status;

  const run = (query: string) => {
    fetchTimer = undefined;
    inFlight?.abort();
    const request = new AbortController();
    inFlight = request;
    update({ status: 'loading' });
    search(query, request.signal).then(
      (result) => {
        if (request !== inFlight) return;
        inFlight = undefined;
        update({ status: 'success', result, settled: state.settled + 1 });
      },
      () => {
        if (request !== inFlight) return;
        inFlight = undefined;
        update({ status: 'error', result: null, settled: state.settled + 1 });
      },
    );
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setQuery(text) {
      const query = text.trim();
      if (query === state.query) return;
      stop();
      if (query.length < minLength) {
        // A cleared box starts a new search: the same words typed again later are tracked again.
        lastTracked = undefined;
        update({ query, status: 'idle', result: null });
        return;
      }
      update({ query, status: statusAfterAbort() });
      fetchTimer = setTimeout(() => run(query), debounceMs);
      trackTimer = setTimeout(() => {
        trackTimer = undefined;
        // Typing a letter and deleting it again is not a second search.
        if (query === lastTracked) return;
        lastTracked = query;
        track(query);
      }, analyticsDelayMs);
    },
    handOff() {
      const status = statusAfterAbort();
      stopFetching();
      if (status !== state.status) update({ status });
    },
    dispose: stop,
  };
}
