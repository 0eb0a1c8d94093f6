import { FormattedMessage } from 'react-intl';
import { Logo } from '../header/logo.tsx';
import './footer.css';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <Logo />
        <p className="footer__copyright">
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
        </p>
        <p className="footer__developer">
          <FormattedMessage id="footer.developer" />
        </p>
      </div>
    </footer>
  );
}
