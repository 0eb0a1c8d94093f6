import { FormattedMessage } from 'react-intl';
import type { Action } from '@clinic/contracts/content/action';
import { isActionActive } from '@clinic/contracts/content/action-period';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { IsoDate } from '../common/iso-date.tsx';
import { Price } from '../common/price.tsx';
import { ItemCard, namedInCategory } from '../common/item-card.tsx';

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A promotion with its active-to date as a badge; a finished one says so. */
export function ActionCard({
  action,
  today = todayIso(),
}: {
  action: Pick<Action, 'slug' | 'name' | 'image' | 'picture' | 'excerpt' | 'active_to' | 'category' | 'price'>;
  today?: string;
}) {
  const active = isActionActive(action, today);
  const to = buildPath('actions-action', useLocale(), { action: action.slug });
  const badge = (
    <span className={`card__badge${active ? '' : ' card__badge--ended'}`}>
      {active ? (
        <FormattedMessage id="content.action.activeTo" values={{ date: <IsoDate value={action.active_to} /> }} />
      ) : (
        <FormattedMessage id="content.action.ended" />
      )}
    </span>
  );
  return (
    <ItemCard
      className="action-card"
      item={action}
      to={to}
      {...namedInCategory(action)}
      text={action.excerpt}
      badge={badge}
    >
      {action.price !== undefined && (
        <p className="card__price">
          <FormattedMessage id="content.action.price" values={{ price: <Price value={action.price} /> }} />
        </p>
      )}
    </ItemCard>
  );
}
