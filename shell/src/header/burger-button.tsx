import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { SITE_MENU_ID } from './desktop-nav.tsx';

const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));

/**
 * The burger toggles the mobile drawer; its code loads on first use. Without scripts a button
 * answers nothing, so two links stand in for it (header.css shows them only then): one opens the
 * header's navigation, which is in the server's HTML, by its fragment, and one closes it again.
 */
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
        className="burger burger--scripted"
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
      <a
        className="burger burger--open-link"
        href={`#${SITE_MENU_ID}`}
        aria-label={intl.formatMessage({ id: 'header.menu' })}
      >
        <span className="burger__lines" aria-hidden="true" />
      </a>
      {/* Without scripts the menu opens as the page's target; this link closes it by pointing the page at no target. */}
      {/* eslint-disable-next-line jsx-a11y-x/anchor-is-valid */}
      <a className="burger burger--close-link" href="#" aria-label={intl.formatMessage({ id: 'header.menuClose' })}>
        <span className="burger__lines" aria-hidden="true" />
      </a>
      {used && (
        <Suspense fallback={null}>
          <MobileDrawer id={drawerId} open={open} onClosed={onClosed} toggle={toggle} />
        </Suspense>
      )}
    </>
  );
}
