import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageCacheControl } from './server-pages.ts';

const CACHE = { sMaxAge: 60, staleWhileRevalidate: 300 };
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('what a page tells caches', () => {
  it('lets a shared cache keep a whole page, and browsers revalidate it', () => {
    expect(pageCacheControl({ status: 200, complete: true }, 'shared', CACHE)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('keeps an error page or a page with a part left to the browser only briefly', () => {
    expect(pageCacheControl({ status: 404, complete: true }, 'shared', CACHE)).toBe('public, max-age=0, s-maxage=5');
    expect(pageCacheControl({ status: 200, complete: false }, 'shared', CACHE)).toBe('public, max-age=0, s-maxage=5');
    expect(pageCacheControl({ status: 503, complete: true }, 'shared', { sMaxAge: 2, staleWhileRevalidate: 0 })).toBe('public, max-age=0, s-maxage=2');
  });

  it('keeps a canary visitor’s page to their browser, and the response that decides their canary to no one', () => {
    expect(pageCacheControl({ status: 200, complete: true }, 'private', CACHE)).toBe('private, no-cache');
    expect(pageCacheControl({ status: 200, complete: true }, 'no-store', CACHE)).toBe('private, no-store');
  });
});

describe('the inline scripts a page runs', () => {
  it('are hashed for the CSP; scripts with a src and JSON data blocks are not', () => {
    const html =
      '<head><script>first()</script><script src="/main.js"></script><script type="application/ld+json">{"a":1}</script></head>' +
      '<body><script id="runtime-config" type="application/json">{}</script><script type="module">second()</script><script>first()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('first()'), sha('second()')]);
  });
});
