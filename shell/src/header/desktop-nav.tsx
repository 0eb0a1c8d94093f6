import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { CLOSED_PAYMENT_DIALOG, paymentDialogAtom } from '@clinic/state/dialogs';
import { useLocale } from '@clinic/i18n/use-locale';
import { buildPath } from '@clinic/contracts/routes';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useContent } from '@clinic/state/use-content';
import { ErrorBoundary } from '../error/error-boundary.tsx';
import { headerNav } from './header-nav-model.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import { DirectionsMegaMenu } from './directions-mega-menu.tsx';

function NavEntries() {
  const locale = useLocale();
  const navs = useContent('navs', {});
  const directions = useContent('directionNav', {});
  const openPayment = useSetAtom(paymentDialogAtom);
  return (
    <ul className="desktop-nav__list">
      {headerNav(navs.header, directions, locale).map((entry) => {
        switch (entry.kind) {
          case 'link':
            return (
              <li key={entry.slug} className="nav-item">
                <Link className="nav-item__link" to={entry.href}>
                  {entry.name}
                </Link>
              </li>
            );
          case 'payment':
            return (
              <li key={entry.slug} className="nav-item">
                <DialogLink
                  variant="plain"
                  className="nav-item__link nav-item__button"
                  href={buildPath('payment', locale)}
                  onOpen={() => openPayment({ ...CLOSED_PAYMENT_DIALOG, isOpen: true })}
                >
                  {entry.name}
                </DialogLink>
              </li>
            );
          case 'menu':
            return (
              <NavDropdown
                key={entry.slug}
                name={entry.name}
                href={entry.href}
                className={entry.mega ? 'nav-item--mega' : ''}
              >
                {(close) =>
                  entry.mega ? (
                    <DirectionsMegaMenu items={entry.items} onNavigate={close} />
                  ) : (
                    <ul className="nav-item__sub">
                      {entry.items.map((item) => (
                        <li key={item.href}>
                          <Link className="nav-item__sub-link" to={item.href} onClick={close}>
                            {item.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )
                }
              </NavDropdown>
            );
        }
      })}
    </ul>
  );
}

/** The navigation's fragment: the burger links to it where no script opens the drawer. */
export const SITE_MENU_ID = 'site-menu';

/**
 * The desktop navigation. Below 1240 px the burger's drawer takes over; without scripts the burger
 * opens this one instead, as a list under the header's bar.
 */
export function DesktopNav() {
  const intl = useIntl();
  return (
    <nav id={SITE_MENU_ID} className="desktop-nav" aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <NavEntries />
        </Suspense>
      </ErrorBoundary>
    </nav>
  );
}
