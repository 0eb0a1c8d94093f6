import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { closePromoAtom, type PromoDialogState } from '@clinic/state/promo-dialogs';
import { localizePath } from '@clinic/contracts/locale';
import { useLocale } from '@clinic/i18n/use-locale';
import { Dialog } from '@clinic/ui/dialog';
import '@clinic/ui/button.css';
import './promo-dialog-view.css';

/** One promo pop-up: optional image, title, description and a button to a page of this locale that closes it. */
export default function PromoDialogView({ promo }: { promo: PromoDialogState }) {
  const locale = useLocale();
  const close = useSetAtom(closePromoAtom);
  return (
    <Dialog open={promo.isOpen} onClose={() => close(promo.id)} title={promo.title} className="promo-dialog">
      {promo.image && <img className="promo-dialog__image" src={promo.image} alt="" width="600" height="300" />}
      <p className="promo-dialog__desc">{promo.desc}</p>
      <Link className="ui-button ui-button--primary promo-dialog__button" to={localizePath(promo.btn_path, locale)} onClick={() => close(promo.id)}>
        {promo.btn_name}
      </Link>
    </Dialog>
  );
}
