import { describe, expect, it } from 'vitest';
import { pageCacheControl } from './server-pages.ts';

const CACHE = { sMaxAge: 60, staleWhileRevalidate: 300 };

describe('what a page tells caches', () => {
  it('lets a shared cache keep a whole page, and browsers revalidate it', () => {
    expect(pageCacheControl({ status: 200, complete: true }, 'shared', CACHE)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
  });

  it('keeps an error page or a page with a part left to the browser only briefly', () => {
    expect(pageCacheControl({ status: 404, complete: true }, 'shared', CACHE)).toBe('public, max-age=0, s-maxage=5');
    expect(pageCacheControl({ status: 200, complete: false }, 'shared', CACHE)).toBe('public, max-age=0, s-maxage=5');
    expect(pageCacheControl({ status: 503, complete: true }, 'shared', { sMaxAge: 2, staleWhileRevalidate: 0 })).toBe(
      'public, max-age=0, s-maxage=2',
    );
  });

  it('keeps a canary visitor’s page to their browser, and the response that decides their canary to no one', () => {
    expect(pageCacheControl({ status: 200, complete: true }, 'private', CACHE)).toBe('private, no-cache');
    expect(pageCacheControl({ status: 200, complete: true }, 'no-store', CACHE)).toBe('private, no-store');
  });
});
