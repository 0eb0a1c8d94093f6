import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { orderDialogAtom } from '@clinic/state/dialogs';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { DialogLink } from '@clinic/ui/dialog-link';
import { Logo } from './logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SearchSlot } from './search-slot.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { BurgerButton } from './burger-button.tsx';
import { ClinicPhone } from '../contacts/clinic-phone.tsx';
import './header.css';

/** Logo, search, phone, booking, calculator, language, burger and the desktop navigation. */
export function Header() {
  const locale = useLocale();
  const openOrder = useSetAtom(orderDialogAtom);
  const ref = useRef<HTMLElement>(null);
  // Its height with the visitor's font size, for the page's scroll-padding: a control reached with Tab is never under it.
  useEffect(() => {
    const header = ref.current;
    const root = document.documentElement;
    if (!header) return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--header-block-size', `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-block-size');
    };
  }, []);
  return (
    <header ref={ref} className="header">
      <div className="header__bar">
        <Logo />
        <div className="header__search">
          <SearchSlot variant="header" />
        </div>
        <div className="header__phone-slot">
          <ClinicPhone className="header__phone" />
        </div>
        <Link to={buildPath('calculator', locale)} className="header__link">
          <FormattedMessage id="header.calculator" />
        </Link>
        <div className="header__actions">
          <DialogLink
            className="header__order"
            href={buildPath('order', locale)}
            onOpen={() => openOrder({ isOpen: true, note: '' })}
          >
            <FormattedMessage id="header.makeAppointment" />
          </DialogLink>
          <div className="header__language">
            <LanguageSwitch />
          </div>
        </div>
        <div className="header__burger">
          <BurgerButton />
        </div>
        <DesktopNav />
      </div>
    </header>
  );
}
