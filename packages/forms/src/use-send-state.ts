import { useCallback, useEffect, useRef, useState } from 'react';
import { RESULT_HIDE_MS } from '@clinic/contracts/constants';

export type SendStatus = 'idle' | 'sending' | 'success' | 'error';

export interface SendState {
  status: SendStatus;
  /** Why the last send failed, for logging; the visitor sees one generic message. */
  error: unknown;
  /** Runs the request; resolves to whether it succeeded, never rejects. */
  send: (request: () => Promise<unknown>) => Promise<boolean>;
  /** Back to idle at once (e.g. when the dialog closes). */
  reset: () => void;
}

/** Loader while sending, then success or error, which hide 18 s after sending finishes. */
export function useSendState(hideAfterMs: number = RESULT_HIDE_MS): SendState {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [error, setError] = useState<unknown>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempt = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const send = useCallback(
    async (request: () => Promise<unknown>) => {
      clearTimeout(timer.current);
      const current = ++attempt.current;
      setStatus('sending');
      setError(undefined);
      let failure: unknown;
      let ok = true;
      try {
        await request();
      } catch (caught) {
        ok = false;
        failure = caught;
      }
      // A reset or a newer send while this one was in flight wins.
      if (!mounted.current || current !== attempt.current) return ok;
      setStatus(ok ? 'success' : 'error');
      setError(failure);
      timer.current = setTimeout(() => setStatus('idle'), hideAfterMs);
      return ok;
    },
    [hideAfterMs],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    attempt.current++;
    setStatus('idle');
    setError(undefined);
  }, []);

  return { status, error, send, reset };
}
