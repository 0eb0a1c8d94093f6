export interface SsrConfig {
  /** After this the server render is aborted: what has not arrived is rendered in the browser. */
  timeoutMs: number;
  /** How often the release registry and the manifests of the builds in service are read, in the background. */
  remotePollMs: number;
  /** How long a rendered page is sent as it is before it is rendered again (0: every request renders). */
  cacheTtlMs: number;
  /** Bytes the kept pages may take at most; the least recently used go first. */
  cacheMaxBytes: number;
}

/** How long shared caches keep pages (seconds): `s-maxage`, and `stale-while-revalidate` after it. */
export interface PageCacheConfig {
  sMaxAge: number;
  staleWhileRevalidate: number;
}
