import { FormattedMessage, useIntl } from 'react-intl';
import type { PriceItem } from '@clinic/contracts/content/direction';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useFormLinks } from '../common/form-links.ts';
import { EmptyState } from '../common/empty-state.tsx';
import { Price } from '../common/price.tsx';
import './prices-list.css';

/** A price list; each line can start a payment of its amount through the payment dialog. */
export function PricesList({ title, items, id }: { title: string; items: readonly PriceItem[]; id?: string }) {
  const intl = useIntl();
  const links = useFormLinks();
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
                <Price value={item.price} from={item.price_from} />
              </span>
              <DialogLink
                variant="link"
                className="prices-list__pay"
                aria-label={intl.formatMessage({ id: 'content.prices.payFor' }, { name: item.name })}
                {...links.payment(item.name, String(item.price))}
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
