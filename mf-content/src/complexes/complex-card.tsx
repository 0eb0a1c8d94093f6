import { FormattedMessage } from 'react-intl';
import type { Complex } from '@clinic/contracts/content/complex';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useFormLinks } from '../common/form-links.ts';
import { ItemCard, namedInCategory } from '../common/item-card.tsx';
import { ComplexPrice } from './complex-price.tsx';

export function ComplexCard({ complex }: { complex: Complex }) {
  const links = useFormLinks();
  const to = buildPath('complexes-complex', useLocale(), { complex: complex.slug });
  return (
    <ItemCard className="complex-card" item={complex} to={to} {...namedInCategory(complex)} text={complex.description}>
      <ComplexPrice complex={complex} />
      <div className="card__actions">
        <DialogLink {...links.payment(complex.name, String(complex.price))}>
          <FormattedMessage id="content.pay" />
        </DialogLink>
      </div>
    </ItemCard>
  );
}
