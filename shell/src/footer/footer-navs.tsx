import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NavPage } from '@clinic/contracts/content/navs';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent } from '@clinic/state/use-content';
import { EmailLink } from '@clinic/ui/email-link';
import { navPagePath } from '../header/header-nav-model.ts';
import { ClinicPhone } from '../contacts/clinic-phone.tsx';
import { ClinicAddresses } from '../contacts/clinic-addresses.tsx';
import { SocialLinks } from './social-links.tsx';

function PageList({ labelId, pages }: { labelId: string; pages: NavPage[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const label = intl.formatMessage({ id: labelId });
  return (
    <nav className="footer__nav" aria-label={label}>
      <h2 className="footer__heading">{label}</h2>
      <ul className="footer__links">
        {pages.map((page) => (
          <li key={page.slug}>
            <Link to={navPagePath(page.slug, locale)}>{page.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer parts that come from the server: navigation, contacts, social links. */
export function FooterNavs() {
  const navs = useContent('navs', {});
  const email = useContent('clinics', {})[0]?.email;
  return (
    <>
      <PageList labelId="footer.menu" pages={navs.footer} />
      <PageList labelId="footer.info" pages={navs.info} />
      <section className="footer__contacts" aria-labelledby="footer-contacts">
        <h2 id="footer-contacts" className="footer__heading">
          <FormattedMessage id="footer.contacts" />
        </h2>
        <ClinicPhone className="footer__phone" />
        <ClinicAddresses />
        {email && <EmailLink className="footer__email" email={email} />}
        <h3 className="footer__subheading">
          <FormattedMessage id="footer.social" />
        </h3>
        <SocialLinks links={navs.socials} />
      </section>
    </>
  );
}
