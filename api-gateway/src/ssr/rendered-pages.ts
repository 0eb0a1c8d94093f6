import { randomBytes } from 'node:crypto';

interface Entry {
  /** The whole document, with `nonceSlot` where the response's nonce goes. */
  html: string;
  renderedAt: number;
  refreshing: boolean;
}

export type Lookup = { html: string; stale: boolean } | undefined;

/**
 * Server-rendered documents kept for `ttlMs` (SSR_CACHE_TTL_MS), least recently used first out.
 * A page depends only on its address, its status, the origin, the remotes' build versions and the
 * content, so the key holds the first four and the time-to-live bounds how old the content may be.
 * A stale document is still sent once while a fresh one renders in the background (one at a time),
 * so a visitor waits for a render only on the first request of an address. Each response gets its
 * own CSP nonce: the document is kept with a slot where the nonce was.
 */
export class RenderedPages {
  private readonly entries = new Map<string, Entry>();
  private readonly nonceSlot = `ssr-nonce-slot-${randomBytes(12).toString('hex')}`;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The document for this key with `nonce` in place; `stale` asks the caller to render it again. */
  lookup(key: string, nonce: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Touched, so the most recently used stay longest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const stale = this.now() - entry.renderedAt >= this.ttlMs && !entry.refreshing;
    if (stale) entry.refreshing = true;
    return { html: entry.html.replaceAll(this.nonceSlot, nonce), stale };
  }

  /** Keeps a document rendered with `nonce`; undefined drops the key (its render failed in part). */
  store(key: string, html: string | undefined, nonce: string): void {
    this.entries.delete(key);
    if (html === undefined || !this.enabled) return;
    this.entries.set(key, { html: html.replaceAll(nonce, this.nonceSlot), renderedAt: this.now(), refreshing: false });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
