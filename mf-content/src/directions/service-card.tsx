import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import type { PriceItem } from '@clinic/contracts/content/direction';
import type { Picture } from '@clinic/contracts/content/fields';
import { ContentImage } from '../common/content-image.tsx';
import { Price } from '../common/price.tsx';
import '../common/card.css';

export interface Service {
  name: string;
  image_card: string;
  picture?: Picture;
  description: string;
  prices: readonly PriceItem[];
}

/** A direction or sub-direction as a card: what it is and where its prices start. */
export function ServiceCard({ service, to }: { service: Service; to: string }) {
  const lowest = service.prices.length ? Math.min(...service.prices.map((item) => item.price)) : null;
  return (
    <article className="card service-card">
      <ContentImage className="card__image" src={service.image_card} picture={service.picture} alt="" width={400} height={300} />
      <div className="card__body">
        <h3 className="card__title">
          <Link to={to}>{service.name}</Link>
        </h3>
        <p className="card__text">{service.description}</p>
        {lowest !== null && (
          <p className="card__price">
            <Price value={lowest} from />
          </p>
        )}
        <span className="card__meta">
          <FormattedMessage id="content.card.more" />
        </span>
      </div>
    </article>
  );
}
