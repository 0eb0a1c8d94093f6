import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { RESULT_HIDE_MS } from '@clinic/contracts/constants';
import { useSendState } from './use-send-state.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSendState', () => {
  it('goes idle → sending → success and hides 18 s after sending finishes', async () => {
    const { result } = renderHook(() => useSendState());
    const request = deferred();
    let sent!: Promise<boolean>;
    act(() => {
      sent = result.current.send(() => request.promise);
    });
    expect(result.current.status).toBe('sending');
    // A slow request does not eat into the 18 s the result stays visible.
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(result.current.status).toBe('sending');
    await act(async () => request.resolve());
    expect(await sent).toBe(true);
    expect(result.current.status).toBe('success');
    await act(async () => vi.advanceTimersByTime(RESULT_HIDE_MS - 1));
    expect(result.current.status).toBe('success');
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('shows an error on failure, keeps the reason, and hides it after 18 s', async () => {
    const { result } = renderHook(() => useSendState());
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.send(() => Promise.reject(new Error('503')));
    });
    expect(ok).toBe(false);
    expect(result.current.status).toBe('error');
    expect((result.current.error as Error).message).toBe('503');
    await act(async () => vi.advanceTimersByTime(RESULT_HIDE_MS));
    expect(result.current.status).toBe('idle');
  });

  it('resets at once and ignores a request that finishes afterwards', async () => {
    const { result } = renderHook(() => useSendState());
    const request = deferred();
    act(() => {
      void result.current.send(() => request.promise);
    });
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
    await act(async () => request.resolve());
    expect(result.current.status).toBe('idle');
  });

  it('restarts the countdown for a second send', async () => {
    const { result } = renderHook(() => useSendState());
    await act(async () => {
      await result.current.send(() => Promise.resolve());
    });
    await act(async () => vi.advanceTimersByTime(10_000));
    await act(async () => {
      await result.current.send(() => Promise.resolve());
    });
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(result.current.status).toBe('success');
    await act(async () => vi.advanceTimersByTime(RESULT_HIDE_MS - 10_000));
    expect(result.current.status).toBe('idle');
  });
});
