/** A server-rendered page as it is sent: the same bytes and headers for every visitor it is sent to. */
export interface RenderedPage {
  status: number;
  html: string;
  /** Strong validator: a hash of the document. */
  etag: string;
  /** `'sha256-…'` of each inline script of the document, for the page's CSP. */
  scriptHashes: string[];
  /** What the page shows (the content it read, the remote builds it names), for a shared cache's purges. */
  surrogateKeys: string[];
  /** Whether every part rendered on the server; one that did not is sent, but neither kept nor cached long. */
  complete: boolean;
}

interface Entry {
  page: RenderedPage;
  bytes: number;
  renderedAt: number;
  refreshing: boolean;
}

export type Lookup = { page: RenderedPage; stale: boolean } | undefined;

/**
 * Server-rendered pages kept for `ttlMs` (SSR_CACHE_TTL_MS) within a budget of `maxBytes`
 * (SSR_CACHE_MAX_BYTES), least recently used first out. A page depends only on its address (with
 * the query parameters pages read), its status, the origin, the remotes' builds and the content, so
 * the key holds the first four and the time-to-live bounds how old the content may be. A stale page
 * is still sent once while a fresh one renders in the background (one at a time), so a visitor waits
 * for a render only on the first request of an address.
 */
export class RenderedPages {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The page for this key; `stale` asks the caller to render it again. */
  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Touched, so the most recently used stay longest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const stale = this.now() - entry.renderedAt >= this.ttlMs && !entry.refreshing;
    if (stale) entry.refreshing = true;
    return { page: entry.page, stale };
  }

  /** Keeps a page whose every part rendered; anything else drops the key, so the next request renders it. */
  store(key: string, page: RenderedPage | undefined): void {
    this.remove(key);
    if (!page?.complete || !this.enabled) return;
    // Characters of the document count twice (JavaScript keeps strings as UTF-16 at worst); the headers are small.
    const bytes = page.html.length * 2 + 1024;
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { page, bytes, renderedAt: this.now(), refreshing: false });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the kept pages take, as counted against the budget. */
  get usedBytes(): number {
    return this.bytes;
  }
}
