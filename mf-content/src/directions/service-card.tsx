import { FormattedMessage } from 'react-intl';
import type { PriceItem } from '@clinic/contracts/content/direction';
import type { Picture } from '@clinic/contracts/content/fields';
import { Price } from '../common/price.tsx';
import { ItemCard } from '../common/item-card.tsx';

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
    <ItemCard
      className="service-card"
      item={{ image: service.image_card, picture: service.picture }}
      to={to}
      title={service.name}
      text={service.description}
    >
      {lowest !== null && (
        <p className="card__price">
          <Price value={lowest} from />
        </p>
      )}
      <span className="card__meta">
        <FormattedMessage id="content.card.more" />
      </span>
    </ItemCard>
  );
}
