import { LOADING_BAR } from '@clinic/contracts/constants';

export interface LoadingBarState {
  visible: boolean;
  /** 0–100, never above LOADING_BAR.maxProgress. */
  progress: number;
  error: boolean;
}

export type LoadingBarOptions = { readonly [K in keyof typeof LOADING_BAR]: number };

export const IDLE: LoadingBarState = { visible: false, progress: 0, error: false };

const TICK_MS = 100;

/** Grows fast then slows, reaching about 80 % after the expected duration, and never 100 % on its own. */
export function estimatedProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs): number {
  return Math.min(LOADING_BAR.maxProgress - 1, (200 / Math.PI) * Math.atan((elapsedMs / durationMs) * 3));
}

/**
 * The navigation loading bar. It appears only when loading lasts longer than the
 * 200 ms throttle, creeps towards the end over the 5 s expected duration, jumps to 100 when
 * done and hides 500 ms later; a failure turns it red.
 */
export function createLoadingBar(onChange: (state: LoadingBarState) => void, options: LoadingBarOptions = LOADING_BAR) {
  let state = IDLE;
  let loading = false;
  let startedAt = 0;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;

  const update = (next: Partial<LoadingBarState>) => {
    state = { ...state, ...next, progress: Math.min(options.maxProgress, next.progress ?? state.progress) };
    onChange(state);
  };
  const clearTimers = () => {
    clearTimeout(throttle);
    clearInterval(ticker);
    clearTimeout(hide);
    throttle = ticker = hide = undefined;
  };
  const show = () => {
    update({ visible: true, progress: estimatedProgress(Date.now() - startedAt, options.durationMs) });
    ticker = setInterval(
      () => update({ progress: estimatedProgress(Date.now() - startedAt, options.durationMs) }),
      TICK_MS,
    );
  };
  const end = (error: boolean) => {
    loading = false;
    clearTimers();
    update({ visible: true, progress: options.maxProgress, error });
    hide = setTimeout(() => {
      state = IDLE;
      onChange(state);
    }, options.hideDelayMs);
  };

  return {
    start() {
      if (loading) return;
      clearTimers();
      loading = true;
      startedAt = Date.now();
      if (state.visible) show();
      else throttle = setTimeout(show, options.throttleMs);
      if (state.error) update({ error: false });
    },
    finish() {
      if (!loading) return;
      // Finished within the throttle: nothing was shown, nothing to finish.
      if (!state.visible) {
        loading = false;
        clearTimers();
        return;
      }
      end(false);
    },
    fail() {
      end(true);
    },
    dispose: clearTimers,
    get state() {
      return state;
    },
  };
}
