import { useIntl } from 'react-intl';
import { formatPrice } from '@clinic/i18n/format';
import { useLocale } from '@clinic/i18n/use-locale';

/** '{price} грн' / '{price} UAH'; a starting price reads "from …". */
export function Price({ value, from = false }: { value: number; from?: boolean }) {
  const intl = useIntl();
  const text = formatPrice(value, useLocale());
  return <>{from ? intl.formatMessage({ id: 'content.price.from' }, { price: text }) : text}</>;
}
