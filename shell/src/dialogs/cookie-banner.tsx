import { useEffect, useRef, type MouseEvent } from 'react';
import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { cookieNotice } from '@clinic/state/cookie-notice';
import { COOKIE_CONSENT, COOKIE_DIALOG_MAX_WIDTH } from '@clinic/contracts/constants';
import { Button } from '@clinic/ui/button';
import { CloseButton } from '@clinic/ui/close-button';
import { returnFocus } from '@clinic/ui/focus-return';
import { MODAL_OR_MENU_OPEN } from './open-layers.ts';
import './cookie-banner.css';

/** A button of the notice: on pages without scripts it posts `value` to `path`; here it does `action` instead. */
function postedWithoutScripts(value: string, path: string, action: () => void) {
  return {
    type: 'submit',
    value,
    formMethod: 'post',
    formAction: path,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      action();
    },
  } as const;
}

/**
 * A non-modal notice: the page stays usable while it is shown. It is the first thing on the page, in the
 * page's own flow above the header (cookie-banner.css), so it never covers anything: no control or link of
 * the page is ever behind it, at any width or text size, and it scrolls away with the top of the page.
 * Escape closes it unless a menu or a modal takes that Escape.
 *
 * Its buttons submit a form. Without scripts, each posts to the gateway, which sets a cookie and sends
 * the visitor back, and pages come with the notice hidden from then on (for the visit after a close). With
 * scripts, the flags go to local storage (accept) and session storage (close) instead. While a modal (a promo,
 * a form) is open the notice steps aside and comes back when it closes (cookie-banner.css).
 */
export default function CookieBanner() {
  const accept = useSetAtom(cookieNotice.acceptAtom);
  const close = useSetAtom(cookieNotice.closeAtom);
  const location = useLocation();
  const ref = useRef<HTMLDialogElement>(null);
  // Where the focus came from into the notice: it goes back there when the notice goes.
  const cameFrom = useRef<Element | null>(null);

  useEffect(() => {
    // Capture phase: seen before a menu or dialog closes on the same key.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector(MODAL_OR_MENU_OPEN)) return;
      close();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [close]);

  useEffect(() => {
    const banner = ref.current;
    return () => {
      if (banner?.contains(document.activeElement)) returnFocus(cameFrom.current, banner);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      open
      data-nonmodal=""
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      style={{ maxWidth: `min(${COOKIE_DIALOG_MAX_WIDTH}px, calc(100vw - 24px))` }}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) cameFrom.current = event.relatedTarget;
      }}
    >
      <h2 id="cookie-banner-title" className="cookie-banner__title">
        <FormattedMessage id="cookies.title" />
      </h2>
      <p className="cookie-banner__text">
        <FormattedMessage id="cookies.text" />
      </p>
      <form method="dialog" className="cookie-banner__actions">
        <input type="hidden" name={COOKIE_CONSENT.backField} value={`${location.pathname}${location.search}`} />
        <Button {...postedWithoutScripts('accept', COOKIE_CONSENT.path, accept)} className="cookie-banner__accept">
          <FormattedMessage id="cookies.accept" />
        </Button>
        <CloseButton
          {...postedWithoutScripts('close', COOKIE_CONSENT.dismissPath, close)}
          className="cookie-banner__close"
        />
      </form>
    </dialog>
  );
}
