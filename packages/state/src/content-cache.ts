import type { Locale } from '@clinic/contracts/locale';
import { contentQueryKey } from '@clinic/contracts/content/content-key';
import type { ContentLoader, OperationName, QueryOf, ResultOf } from '@clinic/contracts/content/operations';
import { atLeast, fulfilled, track } from './settled.ts';

/** The successful answers a render used, by cache key: plain JSON, written into the page and read back before hydration. */
export type DehydratedContent = Record<string, unknown>;

/**
 * One request's (or one page visit's) content: every operation's answer by locale and query
 * (not fetched again while they are unchanged). The same promise is handed out until
 * it settles, marked with React's thenable `status`, so `use()` suspends on it once and reads a
 * settled one synchronously. A failure is kept for the retry policy's time, then forgotten, so a
 * later reader tries again: a component that renders again on its failure reads the failure, never
 * a new request.
 */
export interface ContentCache {
  /** `wait: false` skips the minimum display time, for reads inside a `derive` that waits once for all of them. */
  read<TName extends OperationName>(
    locale: Locale,
    operation: TName,
    query: QueryOf<TName>,
    options?: { wait?: boolean },
  ): Promise<ResultOf<TName>>;
  /**
   * A value computed from cached answers (an item found by paging a list), cached under `key` but
   * never dehydrated; it waits the minimum display time once, unless it is settled at once.
   */
  derive<T>(key: string, compute: () => Promise<T>): Promise<T>;
  dehydrate(): DehydratedContent;
  /** Puts dehydrated answers back as already-resolved entries; entries already held are kept. */
  hydrate(data: DehydratedContent): void;
  /** Drops every failure kept (the visitor asked again): the next read of each loads. */
  forgetFailures(): void;
}

/** How a failing load is asked again; without one (the server) a read loads once and a failure is forgotten at once. */
export interface RetryPolicy {
  /** Loads of one read in all, the first included. */
  attempts: number;
  /** Before the n-th retry about this·2ⁿ⁻¹, less up to half of it at random. */
  baseDelayMs: number;
  /** A read whose every attempt failed answers that failure for this long without loading. */
  failureKeptMs: number;
}

export interface ContentCacheOptions {
  loader: ContentLoader;
  retry?: RetryPolicy;
  /** The clock failures are kept by; tests set it. */
  now?: () => number;
  /** The shortest time a fetch shows its loader; 0 (the default) adds no wait, as on the server. */
  minDisplayMs?: number;
  /** Where the failures of the operations in `LOGGED_FAILURES` are told. */
  logFailure?: (what: string, error: unknown) => void;
  /** Told +1 when a read starts a load and -1 once that load has settled (its display time included): the loading bar's count. */
  onLoading?: (delta: 1 | -1) => void;
  /** Told when a load failed for good (its retries spent): the page the visitor went to could not be shown whole. */
  onFailed?: () => void;
}

/** Store failures are swallowed, except that the blog and photo lists log theirs to the console. */
const LOGGED_FAILURES: Partial<Record<OperationName, string>> = { posts: 'blog posts', photos: 'photos' };

/** `uk doctors?direction_slug=x&page=1`: the locale and the read (`contentQueryKey`). */
export function contentKey(locale: Locale, operation: OperationName, query: object): string {
  return `${locale} ${contentQueryKey(operation, query)}`;
}

/** A failure another attempt may cure: the network, a time-out, a busy or failing server; a 4xx other than those will not change. */
function worthRetrying(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status === 408 || status === 429 || status >= 500;
}

/** Loads, and on a failure worth it waits an exponentially growing, jittered delay and loads again, at most `attempts` times in all. */
async function withRetries<T>(load: () => Promise<T>, { attempts, baseDelayMs }: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts || !worthRetrying(error)) throw error;
      const delay = baseDelayMs * 2 ** (attempt - 1) * (1 - Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

const LOAD_ONCE: RetryPolicy = { attempts: 1, baseDelayMs: 0, failureKeptMs: 0 };

export function createContentCache({
  loader,
  minDisplayMs = 0,
  logFailure = (what, error) => console.error(`Could not load ${what}`, error),
  onLoading,
  onFailed,
  retry = LOAD_ONCE,
  now = Date.now,
}: ContentCacheOptions): ContentCache {
  const answers = new Map<string, Promise<unknown>>();
  const derived = new Map<string, Promise<unknown>>();
  /** When each entry kept as a failure failed. */
  const failedAt = new Map<Promise<unknown>, number>();

  function remember<T>(entries: Map<string, Promise<unknown>>, key: string, start: () => Promise<T>): Promise<T> {
    const held = entries.get(key);
    const failed = held && failedAt.get(held);
    if (held && (failed === undefined || now() - failed < retry.failureKeptMs)) return held as Promise<T>;
    if (held) failedAt.delete(held);
    const pending = track(start());
    entries.set(key, pending);
    pending.catch(() => {
      if (entries.get(key) !== pending) return;
      if (retry.failureKeptMs > 0) failedAt.set(pending, now());
      else entries.delete(key);
    });
    return pending;
  }

  return {
    read(locale, operation, query, { wait = true } = {}) {
      return remember(answers, contentKey(locale, operation, query), () => {
        const what = LOGGED_FAILURES[operation];
        const loading = withRetries(
          () => new Promise<ResultOf<typeof operation>>((resolve) => resolve(loader(locale, operation, query))),
          retry,
        );
        if (what)
          loading.catch((error: unknown) => {
            logFailure(what, error);
          });
        const shown = wait ? atLeast(minDisplayMs, loading) : loading;
        if (onLoading) {
          // Reads start in render: the count changes once that render is over, never inside it.
          queueMicrotask(() => onLoading(1));
          const done = () => queueMicrotask(() => onLoading(-1));
          shown.then(done, done);
        }
        if (onFailed) shown.catch(() => queueMicrotask(onFailed));
        return shown;
      });
    },
    derive(key, compute) {
      return remember(derived, key, () => {
        const computed = compute();
        return (computed as { status?: string }).status === 'fulfilled' ? computed : atLeast(minDisplayMs, computed);
      });
    },
    dehydrate() {
      const data: DehydratedContent = {};
      // In key order, not in the order the reads settled: the same page is the same bytes for every visitor.
      for (const [key, entry] of [...answers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const settled = entry as Promise<unknown> & { status?: string; value?: unknown };
        if (settled.status === 'fulfilled') data[key] = settled.value;
      }
      return data;
    },
    hydrate(data) {
      for (const [key, value] of Object.entries(data)) if (!answers.has(key)) answers.set(key, fulfilled(value));
    },
    forgetFailures() {
      for (const entries of [answers, derived])
        for (const [key, entry] of entries) if (failedAt.delete(entry)) entries.delete(key);
    },
  };
}
