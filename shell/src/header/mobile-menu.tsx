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
import { headerNav, type NavLink } from './header-nav-model.ts';

function SubLinks({ items, onNavigate }: { items: NavLink[]; onNavigate: () => void }) {
  return (
    <ul className="mobile-menu__sub">
      {items.map((item) => (
        <li key={item.href}>
          <Link className="mobile-menu__sub-link" to={item.href} onClick={onNavigate}>
            {item.name}
          </Link>
          {item.children && item.children.length > 0 && <SubLinks items={item.children} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

function Entries({ onNavigate }: { onNavigate: () => void }) {
  const locale = useLocale();
  const intl = useIntl();
  const navs = useContent('navs', {});
  const directions = useContent('directionNav', {});
  const openPayment = useSetAtom(paymentDialogAtom);
  return (
    <ul className="mobile-menu__list">
      {headerNav(navs.header, directions, locale).map((entry) => (
        <li key={entry.slug} className="mobile-menu__item">
          {entry.kind === 'link' && (
            <Link className="mobile-menu__link" to={entry.href} onClick={onNavigate}>
              {entry.name}
            </Link>
          )}
          {entry.kind === 'payment' && (
            <DialogLink
              variant="plain"
              className="mobile-menu__link mobile-menu__button"
              href={buildPath('payment', locale)}
              onOpen={() => {
                onNavigate();
                openPayment({ ...CLOSED_PAYMENT_DIALOG, isOpen: true });
              }}
            >
              {entry.name}
            </DialogLink>
          )}
          {entry.kind === 'menu' && (
            <details className="mobile-menu__group">
              <summary className="mobile-menu__link">{entry.name}</summary>
              {entry.href && (
                <Link className="mobile-menu__sub-link mobile-menu__all" to={entry.href} onClick={onNavigate}>
                  {intl.formatMessage({ id: 'nav.all' }, { name: entry.name })}
                </Link>
              )}
              <SubLinks items={entry.items} onNavigate={onNavigate} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The drawer's menu; any choice in it closes the drawer. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  return (
    <nav className="mobile-menu" aria-label={intl.formatMessage({ id: 'nav.mobile' })}>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <Entries onNavigate={onNavigate} />
        </Suspense>
      </ErrorBoundary>
    </nav>
  );
}
