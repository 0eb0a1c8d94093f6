import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Logo } from '../header/logo.tsx';
import { ErrorBoundary } from '../error/error-boundary.tsx';
import { CardBrands } from './card-brands.tsx';
import { FooterNavs } from './footer-navs.tsx';
import { ClinicLegal } from './clinic-legal.tsx';
import './footer.css';

/** Logo, ©, card brands, the legal details and privacy policy, navigation, phone, addresses, e-mail, social links and the developer credit. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo />
          <p className="footer__copyright">
            <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
          </p>
          <CardBrands />
          <ClinicLegal />
          <p className="footer__developer">
            <FormattedMessage id="footer.developer" />
          </p>
        </div>
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <FooterNavs />
          </Suspense>
        </ErrorBoundary>
      </div>
    </footer>
  );
}
