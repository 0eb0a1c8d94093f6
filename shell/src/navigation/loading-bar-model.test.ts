import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR } from '@clinic/contracts/constants';
import { createLoadingBar, estimatedProgress, type LoadingBarState } from './loading-bar-model.ts';

/** The creep curve: fast at first, about 80 % at the expected duration, never 100 on its own. */
const curve = (elapsedMs: number, durationMs: number) => (200 / Math.PI) * Math.atan((elapsedMs / durationMs) * 3);

describe('navigation loading bar', () => {
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

  it('takes its timings from the shared constants', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5_000, hideDelayMs: 500, maxProgress: 100 });
  });

  it('follows the options it is given, not numbers of its own', () => {
    const seen: LoadingBarState[] = [];
    const custom = createLoadingBar((state) => seen.push(state), {
      throttleMs: 100,
      durationMs: 1_000,
      hideDelayMs: 40,
      maxProgress: 100,
    });
    custom.start();
    vi.advanceTimersByTime(99);
    expect(custom.state.visible).toBe(false);
    vi.advanceTimersByTime(901);
    expect(custom.state.progress).toBe(curve(1_000, 1_000));
    custom.finish();
    vi.advanceTimersByTime(39);
    expect(custom.state.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(custom.state.visible).toBe(false);
    custom.dispose();
  });

  it('stands exactly on its curve at the expected duration', () => {
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.durationMs);
    expect(bar.state.progress).toBe(curve(LOADING_BAR.durationMs, LOADING_BAR.durationMs));
    expect(bar.state.progress).toBe((200 / Math.PI) * Math.atan(3));
    expect(estimatedProgress(LOADING_BAR.durationMs)).toBe(curve(5_000, 5_000));
    expect(estimatedProgress(1_000)).toBe(curve(1_000, 5_000));
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
    expect(bar.state.progress).toBe(LOADING_BAR.maxProgress - 1);
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
