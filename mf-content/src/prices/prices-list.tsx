import { FormattedMessage, useIntl } from 'react-intl';
import type { PriceItem } from '@clinic/contracts/content/direction';
import { discountedPrice } from '@clinic/contracts/content/discounted-price';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useFormLinks } from '../common/form-links.ts';
import { EmptyState } from '../common/empty-state.tsx';
import { Price } from '../common/price.tsx';
import './prices-list.css';

/**
 * A price list; each line can start a payment of its amount through the payment dialog. Under a promotion's
 * discount (`percentOff`) each line shows, and is paid at, its price less the discount, the listed price struck
 * through under it.
 */
export function PricesList({
  title,
  items,
  id,
  percentOff,
}: {
  title: string;
  items: readonly PriceItem[];
  id?: string;
  percentOff?: number;
}) {
  const intl = useIntl();
  const links = useFormLinks();
  const priceOf = (item: PriceItem) => (percentOff ? discountedPrice(item.price, percentOff) : item.price);
  return (
    <section className="prices-list" id={id} aria-label={title}>
      <h2 className="prices-list__title">{title}</h2>
      {items.length === 0 ? (
        <EmptyState messageId="content.prices.none" />
      ) : (
        <ul className="prices-list__items">
          {items.map((item) => (
            <li key={item.id} className="prices-list__item">
              <span className="prices-list__name">{item.name}</span>
              <span className="prices-list__price">
                <Price value={priceOf(item)} from={item.price_from} />
                {percentOff ? (
                  <>
                    {' '}
                    <s className="prices-list__listed">
                      <span className="visually-hidden">
                        <FormattedMessage id="content.price.insteadOf" />{' '}
                      </span>
                      <Price value={item.price} from={item.price_from} />
                    </s>
                  </>
                ) : null}
              </span>
              <DialogLink
                variant="link"
                className="prices-list__pay"
                aria-label={intl.formatMessage({ id: 'content.prices.payFor' }, { name: item.name })}
                {...links.payment(item.name, String(priceOf(item)))}
              >
                <FormattedMessage id="content.pay" />
              </DialogLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
