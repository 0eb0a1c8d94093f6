import { describe, expect, it } from 'vitest';
import { RenderedPages } from './rendered-pages.ts';

const DOCUMENT = (nonce: string) => `<html><head><script nonce="${nonce}" src="/main.js"></script></head><body><h1>Doctors</h1><script nonce="${nonce}">data</script></body></html>`;

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('rendered pages (SSR_CACHE_TTL_MS)', () => {
  it('sends a kept document with the nonce of the response that asks for it', () => {
    const pages = new RenderedPages(10_000);
    expect(pages.lookup('200 /likari', 'nonce-b')).toBeUndefined();
    pages.store('200 /likari', DOCUMENT('nonce-a'), 'nonce-a');
    expect(pages.lookup('200 /likari', 'nonce-b')).toEqual({ html: DOCUMENT('nonce-b'), stale: false });
    expect(pages.lookup('200 /likari', 'nonce-c')?.html).toBe(DOCUMENT('nonce-c'));
  });

  it('after its time-to-live asks one caller to render again, and sends the old document meanwhile', () => {
    const time = clock();
    const pages = new RenderedPages(10_000, 500, time.now);
    pages.store('200 /', DOCUMENT('n1'), 'n1');
    time.advance(9_999);
    expect(pages.lookup('200 /', 'n2')?.stale).toBe(false);
    time.advance(1);
    expect(pages.lookup('200 /', 'n3')).toEqual({ html: DOCUMENT('n3'), stale: true });
    expect(pages.lookup('200 /', 'n4')).toEqual({ html: DOCUMENT('n4'), stale: false });
    pages.store('200 /', DOCUMENT('n5').replace('Doctors', 'New doctors'), 'n5');
    expect(pages.lookup('200 /', 'n6')?.html).toContain('New doctors');
    expect(pages.lookup('200 /', 'n6')?.stale).toBe(false);
  });

  it('drops a page whose render failed in part, so the next request renders it', () => {
    const pages = new RenderedPages(10_000);
    pages.store('200 /', DOCUMENT('n1'), 'n1');
    pages.store('200 /', undefined, 'n2');
    expect(pages.lookup('200 /', 'n3')).toBeUndefined();
  });

  it('keeps at most its number of pages, the least recently used going first', () => {
    const pages = new RenderedPages(10_000, 2);
    pages.store('a', DOCUMENT('n'), 'n');
    pages.store('b', DOCUMENT('n'), 'n');
    pages.lookup('a', 'n');
    pages.store('c', DOCUMENT('n'), 'n');
    expect(pages.size).toBe(2);
    expect(pages.lookup('b', 'n')).toBeUndefined();
    expect(pages.lookup('a', 'n')).toBeDefined();
    expect(pages.lookup('c', 'n')).toBeDefined();
  });

  it('keeps nothing with a time-to-live of 0', () => {
    const pages = new RenderedPages(0);
    expect(pages.enabled).toBe(false);
    pages.store('200 /', DOCUMENT('n1'), 'n1');
    expect(pages.lookup('200 /', 'n2')).toBeUndefined();
  });
});
