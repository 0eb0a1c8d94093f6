import { describe, expect, it, vi } from 'vitest';
import { canPrefetch, isInViewport, linkedRouteIds, whenIdle } from './prefetch.ts';

describe('link prefetch', () => {
  it('is skipped offline, with data saver and on 2g', () => {
    expect(canPrefetch({ onLine: true })).toBe(true);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(canPrefetch({ onLine: false })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { saveData: true } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });

  it('waits for idle time with a 2000 ms time-out', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const task = () => {};
    const cancel = whenIdle(task, { requestIdleCallback, cancelIdleCallback, setTimeout, clearTimeout } as never);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('collects the routes of same-origin links once each', () => {
    const origin = 'https://clinic.example';
    expect(
      linkedRouteIds(
        [
          '/blog',
          '/en/blog',
          'https://clinic.example/likari/dermatolohiia/olena-kovalenko',
          'https://elsewhere.example/blog',
          'tel:+380440927310',
          '/dermatolohiia',
        ],
        origin,
      ),
    ).toEqual(['blog', 'likari-direction-doctor', 'direction-subdirection']);
  });

  it('takes only links shown inside the viewport', () => {
    const viewport = { width: 375, height: 800 };
    const box = (top: number, left = 16, width = 100, height = 20) => ({
      top,
      bottom: top + height,
      left,
      right: left + width,
      width,
      height,
    });
    expect(isInViewport(box(0), viewport)).toBe(true);
    expect(isInViewport(box(790), viewport)).toBe(true);
    expect(isInViewport(box(800), viewport)).toBe(false);
    expect(isInViewport(box(-20), viewport)).toBe(false);
    expect(isInViewport(box(100, 375), viewport)).toBe(false);
    // A link in a closed menu or drawer has no box.
    expect(isInViewport(box(100, 16, 0, 0), viewport)).toBe(false);
  });
});
