import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { pageLoadFailedAtom, pageLoadingAtom } from '@clinic/state/page-loading';
import { createLoadingBar, IDLE } from './loading-bar-model.ts';
import './loading-bar.css';

/**
 * The bar at the top while a page loads. It runs while anything counts in
 * `pageLoadingAtom` (the route's code suspending, the page transition, a page's own data)
 * and turns red when the route fails.
 */
export function LoadingBar() {
  const intl = useIntl();
  const [state, setState] = useState(IDLE);
  const bar = useRef<ReturnType<typeof createLoadingBar>>(null);
  const busy = useAtomValue(pageLoadingAtom) > 0;
  const { pathname } = useLocation();
  const failed = useAtomValue(pageLoadFailedAtom) === pathname;

  useEffect(() => {
    const instance = createLoadingBar(setState);
    bar.current = instance;
    return instance.dispose;
  }, []);

  useEffect(() => {
    if (failed) bar.current?.fail();
    else if (busy) bar.current?.start();
    else bar.current?.finish();
  }, [busy, failed]);

  if (!state.visible) return null;
  return (
    <div
      className={`loading-bar ${state.error ? 'loading-bar--error' : ''}`.trim()}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'ui.loading' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
      style={{ transform: `scaleX(${state.progress / 100})` }}
    />
  );
}
