import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import type { Complex } from '@clinic/contracts/content/complex';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useFormLinks } from '../common/form-links.ts';
import { ContentImage } from '../common/content-image.tsx';
import { Price } from '../common/price.tsx';
import '../common/card.css';

export function ComplexCard({ complex }: { complex: Complex }) {
  const locale = useLocale();
  const links = useFormLinks();
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
          <DialogLink {...links.payment(complex.name, String(complex.price))}>
            <FormattedMessage id="content.pay" />
          </DialogLink>
        </div>
      </div>
    </article>
  );
}
