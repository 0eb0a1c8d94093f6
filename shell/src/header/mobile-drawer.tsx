import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { SearchSlot } from './search-slot.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ClinicAddresses } from '../contacts/clinic-addresses.tsx';
import './mobile-drawer.css';

interface Props {
  id: string;
  open: boolean;
  /** The drawer emits `closed`; the burger's state follows. */
  onClosed: () => void;
}

/** The mobile drawer with the search, the calculator, the menu and the clinic addresses, a modal on the native `<dialog>`. */
export default function MobileDrawer({ id, open, onClosed }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openedAt.current = pathname;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, pathname]);

  useEffect(() => {
    if (open && pathname !== openedAt.current) onClosed();
  }, [pathname, open, onClosed]);

  return (
    <dialog
      ref={ref}
      id={id}
      className="drawer"
      aria-label={intl.formatMessage({ id: 'header.menu' })}
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClosed();
      }}
    >
      {open && (
        <div className="drawer__body">
          <div className="drawer__top">
            <span className="drawer__title">
              <FormattedMessage id="header.menu" />
            </span>
            <button type="button" className="drawer__close" aria-label={intl.formatMessage({ id: 'header.menuClose' })} onClick={onClosed}>
              ×
            </button>
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
  );
}
