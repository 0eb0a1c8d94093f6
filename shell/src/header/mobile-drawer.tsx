import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { CloseButton } from '@clinic/ui/close-button';
import { returnFocus } from '@clinic/ui/focus-return';
import { SearchSlot } from './search-slot.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ClinicAddresses } from '../contacts/clinic-addresses.tsx';
import './mobile-drawer.css';

interface Props {
  id: string;
  open: boolean;
  /** The drawer emits `closed`; the burger's state follows. */
  onClosed: () => void;
  /** The burger: it stays above the drawer and toggles it, and has the focus back when the drawer closes. */
  toggle: () => HTMLElement | null;
}

/**
 * Makes everything on the page but the header inert, for as long as the drawer covers it, and
 * undoes exactly that. The header stays usable above the drawer: its burger closes it.
 */
function inertBesides(header: Element): () => void {
  const made = [...(header.parentElement?.children ?? [])].filter(
    (element): element is HTMLElement => element !== header && element instanceof HTMLElement && !element.inert,
  );
  for (const element of made) element.inert = true;
  return () => {
    for (const element of made) element.inert = false;
  };
}

/**
 * The mobile drawer with the search, the calculator, the menu and the clinic addresses. It
 * opens under the header, not over it, so the burger that opened it can close it (the burger
 * toggles); the rest of the page is inert meanwhile and does not scroll, and Escape closes it.
 */
export default function MobileDrawer({ id, open, onClosed, toggle }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  useLayoutEffect(() => {
    const dialog = ref.current;
    const header = dialog?.closest('header');
    if (!dialog || !header || !open) return;
    openedAt.current = window.location.pathname;
    const root = document.documentElement;
    root.style.setProperty('--drawer-top', `${Math.max(0, header.getBoundingClientRect().bottom)}px`);
    root.classList.add('drawer-open');
    const restore = inertBesides(header);
    // Non-modal: a modal's backdrop would cover the burger. show() moves the focus to the first control.
    dialog.show();
    return () => {
      dialog.close();
      restore();
      root.classList.remove('drawer-open');
      // The drawer's content is gone by now: focus that was in it is on <body>, and goes back to the burger.
      returnFocus(toggle(), dialog);
    };
  }, [open, toggle]);

  // Heard from the commit that shows the drawer (a layout effect, as the one that opens it), not from a passive
  // effect after the next paint: an Escape pressed as soon as the drawer appears must close it.
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The search box's own Escape (closing its results) comes first and stops there.
      if (event.key === 'Escape' && !event.defaultPrevented) onClosed();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClosed]);

  useEffect(() => {
    if (open && pathname !== openedAt.current) onClosed();
  }, [pathname, open, onClosed]);

  return (
    <>
      {open && <div className="drawer-scrim" aria-hidden="true" onClick={onClosed} />}
      <dialog
        ref={ref}
        id={id}
        className="drawer"
        data-nonmodal=""
        aria-label={intl.formatMessage({ id: 'header.menu' })}
      >
        {open && (
          <div className="drawer__body">
            <div className="drawer__top">
              <span className="drawer__title">
                <FormattedMessage id="header.menu" />
              </span>
              <CloseButton
                className="drawer__close"
                label={intl.formatMessage({ id: 'header.menuClose' })}
                onClick={onClosed}
              />
            </div>
            <SearchSlot variant="drawer" />
            {/* The header has no room for the calculator link below 600 px (wider screens have it in the header). */}
            <Link className="drawer__calculator" to={buildPath('calculator', locale)} onClick={onClosed}>
              <FormattedMessage id="header.calculator" />
            </Link>
            <MobileMenu onNavigate={onClosed} />
            <section className="drawer__clinics" aria-labelledby={`${id}-clinics`}>
              <h2 id={`${id}-clinics`} className="drawer__heading">
                <FormattedMessage id="drawer.clinics" />
              </h2>
              <ClinicAddresses withPhones />
            </section>
          </div>
        )}
      </dialog>
    </>
  );
}
