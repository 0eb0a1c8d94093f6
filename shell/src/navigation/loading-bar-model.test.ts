import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, estimatedProgress, type LoadingBarState } from './loading-bar-model.ts';

describe('navigation loading bar (spec §4, §9)', () => {
  let states: LoadingBarState[];
  let bar: ReturnType<typeof createLoadingBar>;
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    bar = createLoadingBar((state) => states.push(state));
  });
  afterEach(() => {
    bar.dispose();
    vi.useRealTimers();
  });

  it('stays hidden when loading ends within the 200 ms throttle', () => {
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(2_000);
    expect(states).toEqual([]);
  });

  it('shows after 200 ms, grows, reaches 100 when done and hides 500 ms later', () => {
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.state.visible).toBe(true);
    const early = bar.state.progress;
    vi.advanceTimersByTime(2_000);
    expect(bar.state.progress).toBeGreaterThan(early);
    expect(bar.state.progress).toBeLessThan(100);
    bar.finish();
    expect(bar.state).toEqual({ visible: true, progress: 100, error: false });
    vi.advanceTimersByTime(499);
    expect(bar.state.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.state).toEqual({ visible: false, progress: 0, error: false });
  });

  it('never passes 100, however long it loads', () => {
    bar.start();
    vi.advanceTimersByTime(120_000);
    expect(Math.max(...states.map((state) => state.progress))).toBeLessThanOrEqual(100);
    expect(bar.state.progress).toBeLessThan(100);
    expect(estimatedProgress(5_000)).toBeGreaterThan(70);
  });

  it('turns red on failure, even within the throttle, then hides', () => {
    bar.start();
    vi.advanceTimersByTime(50);
    bar.fail();
    expect(bar.state).toEqual({ visible: true, progress: 100, error: true });
    vi.advanceTimersByTime(500);
    expect(bar.state.visible).toBe(false);
  });

  it('a new navigation after a failure starts clean', () => {
    bar.fail();
    bar.start();
    expect(bar.state.error).toBe(false);
  });
});
