import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { cookieNotice } from '@clinic/state/cookie-notice';
import { COOKIE_DIALOG_MAX_WIDTH } from '@clinic/contracts/constants';
import { Button } from '@clinic/ui/button';
import './cookie-banner.css';

const HEIGHT_PROPERTY = '--cookie-banner-height';

/**
 * A non-modal notice at the bottom: the page stays usable while it is shown. Escape closes it
 * unless a menu or dialog takes that Escape, and its height becomes the page's bottom
 * `scroll-padding`, so a focused control is never hidden behind it (WCAG 2.4.11).
 */
export default function CookieBanner() {
  const intl = useIntl();
  const accept = useSetAtom(cookieNotice.acceptAtom);
  const close = useSetAtom(cookieNotice.closeAtom);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    // Capture phase: seen before a menu or dialog closes on the same key.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[aria-expanded="true"], dialog[open], [aria-modal="true"]')) return;
      close();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [close]);

  useEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!banner) return;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);

  return (
    <section ref={ref} className="cookie-banner" aria-labelledby="cookie-banner-title" style={{ maxWidth: `min(${COOKIE_DIALOG_MAX_WIDTH}px, calc(100vw - 24px))` }}>
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
