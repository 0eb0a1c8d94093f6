import { useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { closePromoAtom, type PromoDialogState } from '@clinic/state/promo-dialogs';
import { localizePath } from '@clinic/contracts/locale';
import { useLocale } from '@clinic/i18n/use-locale';
import { CloseButton } from '@clinic/ui/close-button';
import { focusedElement, returnFocus } from '@clinic/ui/focus-return';
import '@clinic/ui/button.css';
import './promo-dialog-view.css';
import { buttonClass } from '@clinic/ui/button';

/**
 * One promo pop-up: optional image, title, description and a button to a page of this locale
 * that closes it. A modal: it takes the focus when it shows (so nothing it covers can hold the
 * focus), Escape and a click beside it close it, and the focus goes back to where it was.
 * PromoPopups shows it only at a quiet moment, never while the visitor types.
 */
export default function PromoDialogView({ promo }: { promo: PromoDialogState }) {
  const locale = useLocale();
  const close = useSetAtom(closePromoAtom);
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  // One pop-up per mount (PromoPopups keys it by id); it leaves by unmounting.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = focusedElement();
    dialog.showModal();
    return () => {
      dialog.close();
      returnFocus(opener, dialog);
    };
  }, []);

  return (
    // A click on the backdrop closes the dialog; from the keyboard, Escape (the cancel event) and the close button do.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="promo-dialog"
      onCancel={(event) => {
        event.preventDefault();
        close(promo.id);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close(promo.id);
      }}
    >
      <div className="promo-dialog__body">
        <CloseButton className="promo-dialog__close" onClick={() => close(promo.id)} />
        {promo.image && <img className="promo-dialog__image" src={promo.image} alt="" width="600" height="300" />}
        <h2 id={titleId} className="promo-dialog__title">
          {promo.title}
        </h2>
        <p className="promo-dialog__desc">{promo.desc}</p>
        <Link
          className={buttonClass('primary', 'promo-dialog__button')}
          to={localizePath(promo.btn_path, locale)}
          onClick={() => close(promo.id)}
        >
          {promo.btn_name}
        </Link>
      </div>
    </dialog>
  );
}
