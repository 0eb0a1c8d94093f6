import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { PageLoadingSignal } from './page-loading-signal.tsx';
import { focusNewPageHeading } from './focus-new-page.ts';
import './page-transition.css';

const OUT_MS = 150;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Page transitions are out-in. On a new address the old page fades out first,
 * then the new one mounts (its own Suspense boundary, which drives the loading bar) and fades in.
 */
export function PageTransition({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const current = children ?? outlet;
  const [shownPath, setShownPath] = useState(pathname);
  const leaving = shownPath !== pathname;
  // The page a visit starts on is painted as the server sent it, not faded in: its text is the largest paint.
  const [initialPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (shownPath !== initialPath && !navigated) setNavigated(true);
  const shown = useRef(current);
  if (!leaving) shown.current = current;

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(
      () => {
        setShownPath(pathname);
        window.scrollTo(0, 0);
      },
      reducedMotion() ? 0 : OUT_MS,
    );
    return () => clearTimeout(timer);
  }, [leaving, pathname]);

  // Not on the first page of the visit: the browser starts that one at the top itself.
  const firstPath = useRef(shownPath);
  useEffect(() => {
    const main = document.getElementById('main');
    if (shownPath === firstPath.current || !main) return;
    firstPath.current = '';
    return focusNewPageHeading(main);
  }, [shownPath]);

  return (
    <div
      key={shownPath}
      className={`page-transition${navigated ? '' : ' page-transition--initial'}${leaving ? ' page-transition--out' : ''}`}
    >
      {leaving && <PageLoadingSignal />}
      <Suspense fallback={<PageLoadingSignal />}>{leaving ? shown.current : current}</Suspense>
    </div>
  );
}
