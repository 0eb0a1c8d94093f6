import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Header } from '../header/header.tsx';
import { Footer } from '../footer/footer.tsx';
import { DialogHost } from '../dialogs/dialog-host.tsx';
import { PromoPopups } from '../dialogs/promo-popups.tsx';
import { PageTransition } from '../navigation/page-transition.tsx';
import { AfterHydration } from '../platform/after-hydration.tsx';
import './layout.css';

/** Header, page content, footer and dialogs. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="skip.toContent" />
      </a>
      <Header />
      <main id="main" className="layout-main" tabIndex={-1}>
        <PageTransition>{children}</PageTransition>
      </main>
      <Footer />
      <AfterHydration>
        <DialogHost />
        {!children && <PromoPopups />}
      </AfterHydration>
    </>
  );
}
