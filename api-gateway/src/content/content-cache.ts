/** A CMS answer as cached: the validated value and when the CMS gave it. */
export interface CachedAnswer {
  value: unknown;
  fetchedAt: number;
}

/**
 * Where the upstream source keeps CMS answers: this process's memory by default, Redis when
 * several replicas share it (so a CMS outage is survived by every replica, not only the one
 * that happened to ask before it).
 */
export interface ContentCache {
  get(url: string): CachedAnswer | undefined | Promise<CachedAnswer | undefined>;
  set(url: string, answer: CachedAnswer): void | Promise<void>;
  delete(url: string): void | Promise<void>;
}

/** At most `maxEntries` answers in memory; the least recently stored goes first. */
export function memoryContentCache(maxEntries = 5_000): ContentCache {
  const entries = new Map<string, CachedAnswer>();
  return {
    get: (url) => entries.get(url),
    set(url, answer) {
      entries.delete(url);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(url, answer);
    },
    delete(url) {
      entries.delete(url);
    },
  };
}
