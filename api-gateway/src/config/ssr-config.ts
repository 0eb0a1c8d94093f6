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

export interface RendererSettings {
  /** Renderer processes kept running. */
  count: number;
  /** A page's render budget: past it the renderer is replaced and the page goes out without the remote it was running. */
  timeoutMs: number;
  /** A renderer whose resident memory grows past this is replaced once its renders are done. */
  maxRssMb: number;
  /** A renderer is replaced after this many renders. */
  maxRenders: number;
}

/**
 * The share of a page's render budget kept for rendering it again without the remote whose code kept the
 * first renderer past its time: the page still goes out within the budget.
 */
export const RENDER_FALLBACK_SHARE = 0.2;
