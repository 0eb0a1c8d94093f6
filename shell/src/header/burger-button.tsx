import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));

/** The burger toggles the mobile drawer; its code loads on first use. */
export function BurgerButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const drawerId = useId();
  const intl = useIntl();
  const onClosed = useCallback(() => setOpen(false), []);
  const button = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => button.current, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="burger"
        aria-label={intl.formatMessage({ id: 'header.menu' })}
        aria-expanded={open}
        aria-controls={used ? drawerId : undefined}
        onClick={() => {
          setUsed(true);
          setOpen(!open);
        }}
      >
        <span className="burger__lines" aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileDrawer id={drawerId} open={open} onClosed={onClosed} toggle={toggle} />
        </Suspense>
      )}
    </>
  );
}
