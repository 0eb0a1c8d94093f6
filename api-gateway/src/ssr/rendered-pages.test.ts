import { describe, expect, it } from 'vitest';
import { RenderedPages, type RenderedPage } from './rendered-pages.ts';

const page = (text: string, overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  html: `<html><body><h1>${text}</h1></body></html>`,
  etag: `"${text}"`,
  scriptHashes: [],
  surrogateKeys: ['pages'],
  complete: true,
  ...overrides,
});

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('rendered pages (SSR_CACHE_TTL_MS, SSR_CACHE_MAX_BYTES)', () => {
  it('sends a kept page as it was rendered, to every visitor alike', () => {
    const pages = new RenderedPages(10_000);
    expect(pages.lookup('200 /likari')).toBeUndefined();
    pages.store('200 /likari', page('Doctors'));
    expect(pages.lookup('200 /likari')).toEqual({ page: page('Doctors'), stale: false });
  });

  it('after its time-to-live asks one caller to render again, and sends the old page meanwhile', () => {
    const time = clock();
    const pages = new RenderedPages(10_000, 1_000_000, time.now);
    pages.store('200 /', page('Home'));
    time.advance(9_999);
    expect(pages.lookup('200 /')?.stale).toBe(false);
    time.advance(1);
    expect(pages.lookup('200 /')).toEqual({ page: page('Home'), stale: true });
    expect(pages.lookup('200 /')).toEqual({ page: page('Home'), stale: false });
    pages.store('200 /', page('New home'));
    expect(pages.lookup('200 /')).toEqual({ page: page('New home'), stale: false });
  });

  it('drops a page whose render failed in part, so the next request renders it', () => {
    const pages = new RenderedPages(10_000);
    pages.store('200 /', page('Home'));
    pages.store('200 /', page('Home', { complete: false }));
    expect(pages.lookup('200 /')).toBeUndefined();
    pages.store('200 /', undefined);
    expect(pages.size).toBe(0);
  });

  it('keeps pages within its byte budget, the least recently used going first', () => {
    const big = (text: string) => page(text, { html: text.repeat(1_000) });
    // Each page counts its characters twice plus 1 KB: 3,024 bytes here, so two fit in 7,000.
    const pages = new RenderedPages(10_000, 7_000);
    pages.store('a', big('a'));
    pages.store('b', big('b'));
    pages.lookup('a');
    pages.store('c', big('c'));
    expect(pages.size).toBe(2);
    expect(pages.usedBytes).toBeLessThanOrEqual(7_000);
    expect(pages.lookup('b')).toBeUndefined();
    expect(pages.lookup('a')).toBeDefined();
    expect(pages.lookup('c')).toBeDefined();
    // One page over the whole budget is never kept, and pushes nothing out.
    pages.store('huge', page('huge', { html: 'x'.repeat(10_000) }));
    expect(pages.lookup('huge')).toBeUndefined();
    expect(pages.size).toBe(2);
  });

  it('keeps nothing with a time-to-live of 0', () => {
    const pages = new RenderedPages(0);
    expect(pages.enabled).toBe(false);
    pages.store('200 /', page('Home'));
    expect(pages.lookup('200 /')).toBeUndefined();
  });
});
