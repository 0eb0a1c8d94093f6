import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { cookieNotice } from '@clinic/state/cookie-notice';
import { COOKIE_CONSENT, COOKIE_DIALOG_MAX_WIDTH } from '@clinic/contracts/constants';
import { Button } from '@clinic/ui/button';
import { returnFocus } from '@clinic/ui/focus-return';
import { MODAL_OR_MENU_OPEN } from './open-layers.ts';
import './cookie-banner.css';

const HEIGHT_PROPERTY = '--cookie-banner-height';

/**
 * A non-modal notice: the page stays usable while it is shown. It is the last thing on the page and
 * sticks to the bottom of the screen (cookie-banner.css): at the end of the page it stands below the
 * footer instead of over it, and its height is the page's bottom `scroll-padding`, so a control
 * reached with Tab is never hidden behind it (WCAG 2.4.11). Escape closes it unless a menu or a
 * modal takes that Escape.
 *
 * Its buttons submit a form. Without scripts, each posts to the gateway, which sets a cookie and sends
 * the visitor back, and pages come with the notice hidden from then on (for the visit after a close). With
 * scripts, the flags go to local storage (accept) and session storage (close) instead. While a modal (a promo,
 * a form) is open the notice steps aside and comes back when it closes (cookie-banner.css).
 */
export default function CookieBanner() {
  const intl = useIntl();
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
    const root = document.documentElement;
    if (!banner) return;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`));
    observer.observe(banner);
    // The browser scrolls a focused control clear of the notice only when the control was off the screen,
    // and not at all when content loading late moves it there afterwards: either way it is scrolled up
    // here, to the bottom scroll-padding. Late content can also push a control the visitor was looking at
    // off the screen (the footer's links, below a section that grew): it is brought back too, unless the
    // visitor had scrolled it away themselves.
    let focusWasOnScreen = false;
    // The page's height when that was noted. A scroll that comes with another height is the browser keeping its
    // scroll position within a page that just changed (it shrank), not the visitor: it is judged with the change.
    let notedAtHeight = root.scrollHeight;
    const focusedControl = () => {
      const control = document.activeElement;
      return !control || control === document.body || banner.contains(control) ? null : control;
    };
    const onScreen = (box: DOMRect) => box.top >= 0 && box.bottom <= window.innerHeight;
    const noteWhereFocusIs = () => {
      const control = focusedControl();
      focusWasOnScreen = control !== null && onScreen(control.getBoundingClientRect());
      notedAtHeight = root.scrollHeight;
    };
    const scrolled = () => {
      if (root.scrollHeight === notedAtHeight) noteWhereFocusIs();
    };
    const keepFocusClear = () => {
      const control = focusedControl();
      if (!control) return;
      const box = control.getBoundingClientRect();
      const notice = banner.getBoundingClientRect();
      const underNotice =
        box.bottom > notice.top && box.top < notice.bottom && box.right > notice.left && box.left < notice.right;
      if (underNotice || (focusWasOnScreen && !onScreen(box))) control.scrollIntoView({ block: 'nearest' });
      noteWhereFocusIs();
    };
    const pageResized = new ResizeObserver(keepFocusClear);
    pageResized.observe(document.body);
    // A control newly focused is judged by itself: on the screen now or once the browser has scrolled to it.
    const focusMoved = () => {
      focusWasOnScreen = false;
      keepFocusClear();
    };
    document.addEventListener('focusin', focusMoved);
    // The browser's own scroll to a control it focuses, and the visitor's scrolling, say where the focus is.
    window.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      document.removeEventListener('focusin', focusMoved);
      window.removeEventListener('scroll', scrolled);
      pageResized.disconnect();
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
      if (banner.contains(document.activeElement)) returnFocus(cameFrom.current, banner);
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
      {/* The post is for pages without scripts; here each button handles its click and stops the post. */}
      <form method="dialog" className="cookie-banner__actions">
        <input type="hidden" name={COOKIE_CONSENT.backField} value={`${location.pathname}${location.search}`} />
        <Button
          type="submit"
          value="accept"
          formMethod="post"
          formAction={COOKIE_CONSENT.path}
          className="cookie-banner__accept"
          onClick={(event) => {
            event.preventDefault();
            accept();
          }}
        >
          <FormattedMessage id="cookies.accept" />
        </Button>
        <button
          type="submit"
          value="close"
          formMethod="post"
          formAction={COOKIE_CONSENT.dismissPath}
          className="cookie-banner__close"
          aria-label={intl.formatMessage({ id: 'dialog.close' })}
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
        >
          ×
        </button>
      </form>
    </dialog>
  );
}
