import { FormattedMessage } from 'react-intl';
import type { Complex } from '@clinic/contracts/content/complex';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useFormLinks } from '../common/form-links.ts';
import { Price } from '../common/price.tsx';
import { ItemCard } from '../common/item-card.tsx';

export function ComplexCard({ complex }: { complex: Complex }) {
  const links = useFormLinks();
  const to = buildPath('complexes-complex', useLocale(), { complex: complex.slug });
  return (
    <ItemCard className="complex-card" item={complex} to={to} title={complex.name} meta={complex.category.name} text={complex.description}>
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
    </ItemCard>
  );
}
