import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { cookieNotice } from '@clinic/state/cookie-notice';
import { COOKIE_DIALOG_MAX_WIDTH } from '@clinic/contracts/constants';
import { Button } from '@clinic/ui/button';
import './cookie-banner.css';

/** A non-modal notice at the bottom: the page stays usable while it is shown. */
export default function CookieBanner() {
  const intl = useIntl();
  const accept = useSetAtom(cookieNotice.acceptAtom);
  const close = useSetAtom(cookieNotice.closeAtom);
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title" style={{ maxWidth: `min(${COOKIE_DIALOG_MAX_WIDTH}px, calc(100vw - 24px))` }}>
      <h2 id="cookie-banner-title" className="cookie-banner__title">
        <FormattedMessage id="cookies.title" />
      </h2>
      <p className="cookie-banner__text">
        <FormattedMessage id="cookies.text" />
      </p>
      <Button className="cookie-banner__accept" onClick={() => accept()}>
        <FormattedMessage id="cookies.accept" />
      </Button>
      <button type="button" className="cookie-banner__close" aria-label={intl.formatMessage({ id: 'dialog.close' })} onClick={() => close()}>
        ×
      </button>
    </section>
  );
}
