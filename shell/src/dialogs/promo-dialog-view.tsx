import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { closePromoAtom, type PromoDialogState } from '@clinic/state/promo-dialogs';
import { localizePath } from '@clinic/contracts/locale';
import { useLocale } from '@clinic/i18n/use-locale';
import '@clinic/ui/button.css';
import './promo-dialog-view.css';

/**
 * One promo pop-up: optional image, title, description and a button to a page of this locale
 * that closes it. Non-modal (issue 15): it takes no focus and covers no form (PromoPopups
 * announces its title), and Escape inside it closes it.
 */
export default function PromoDialogView({ promo }: { promo: PromoDialogState }) {
  const locale = useLocale();
  const intl = useIntl();
  const close = useSetAtom(closePromoAtom);
  const titleId = useId();
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="promo-dialog"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(promo.id);
      }}
    >
      <button type="button" className="promo-dialog__close" aria-label={intl.formatMessage({ id: 'dialog.close' })} onClick={() => close(promo.id)}>
        ×
      </button>
      {promo.image && <img className="promo-dialog__image" src={promo.image} alt="" width="600" height="300" />}
      <h2 id={titleId} className="promo-dialog__title">
        {promo.title}
      </h2>
      <p className="promo-dialog__desc">{promo.desc}</p>
      <Link className="ui-button ui-button--primary promo-dialog__button" to={localizePath(promo.btn_path, locale)} onClick={() => close(promo.id)}>
        {promo.btn_name}
      </Link>
    </section>
  );
}
