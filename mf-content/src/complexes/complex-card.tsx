import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import type { Complex } from '@clinic/contracts/content/complex';
import { buildPath } from '@clinic/contracts/routes';
import { paymentDialogAtom, CLOSED_PAYMENT_DIALOG } from '@clinic/state/dialogs';
import { useLocale } from '@clinic/i18n/use-locale';
import { Button } from '@clinic/ui/button';
import { ContentImage } from '../common/content-image.tsx';
import { Price } from '../common/price.tsx';
import '../common/card.css';

export function ComplexCard({ complex }: { complex: Complex }) {
  const locale = useLocale();
  const openPayment = useSetAtom(paymentDialogAtom);
  return (
    <article className="card complex-card">
      <ContentImage className="card__image" src={complex.image} picture={complex.picture} alt="" width={400} height={300} />
      <div className="card__body">
        <p className="card__meta">{complex.category.name}</p>
        <h3 className="card__title">
          <Link to={buildPath('complexes-complex', locale, { complex: complex.slug })}>{complex.name}</Link>
        </h3>
        <p className="card__text">{complex.description}</p>
        <p className="card__price">
          <Price value={complex.price} />
          {complex.price_old !== null && (
            <s>
              <Price value={complex.price_old} />
            </s>
          )}
        </p>
        <div className="card__actions">
          <Button onClick={() => openPayment({ ...CLOSED_PAYMENT_DIALOG, isOpen: true, desc: complex.name, amount: String(complex.price) })}>
            <FormattedMessage id="content.pay" />
          </Button>
        </div>
      </div>
    </article>
  );
}
