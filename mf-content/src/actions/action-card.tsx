import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import type { Action } from '@clinic/contracts/content/action';
import { isActionActive } from '@clinic/contracts/content/action-period';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { ContentImage } from '../common/content-image.tsx';
import { IsoDate } from '../common/iso-date.tsx';
import { Price } from '../common/price.tsx';
import '../common/card.css';

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A promotion with its active-to date as a badge; a finished one says so. */
export function ActionCard({ action, today = todayIso() }: { action: Pick<Action, 'slug' | 'name' | 'image' | 'picture' | 'excerpt' | 'active_to' | 'category' | 'price'>; today?: string }) {
  const locale = useLocale();
  const active = isActionActive(action, today);
  return (
    <article className="card action-card">
      <span className={`card__badge${active ? '' : ' card__badge--ended'}`}>
        {active ? <FormattedMessage id="content.action.activeTo" values={{ date: <IsoDate value={action.active_to} /> }} /> : <FormattedMessage id="content.action.ended" />}
      </span>
      <ContentImage className="card__image" src={action.image} picture={action.picture} alt="" width={400} height={300} />
      <div className="card__body">
        <p className="card__meta">{action.category.name}</p>
        <h3 className="card__title">
          <Link to={buildPath('actions-action', locale, { action: action.slug })}>{action.name}</Link>
        </h3>
        <p className="card__text">{action.excerpt}</p>
        {action.price !== undefined && (
          <p className="card__price">
            <FormattedMessage id="content.action.price" values={{ price: <Price value={action.price} /> }} />
          </p>
        )}
      </div>
    </article>
  );
}
