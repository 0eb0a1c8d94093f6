import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { isActionActive } from '@clinic/contracts/content/action-period';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { usePageSubject } from '@clinic/state/use-content';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useRouteParams } from '../common/use-route-params.ts';
import { ArticleBody } from '../common/article-body.tsx';
import { DetailHero } from '../common/detail-hero.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { IsoDate } from '../common/iso-date.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { Price } from '../common/price.tsx';
import { todayIso } from './action-card.tsx';
import { useFormLinks } from '../common/form-links.ts';
import '../common/content.css';
import '../common/card.css';

function ActionDetails({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const links = useFormLinks();
  const action = usePageSubject('actions-action', { action: slug });
  if (!action) throw pageNotFound();
  const active = isActionActive(action, todayIso());
  return (
    <article className="content-page">
      <PageHeading
        title={action.name}
        crumbs={[
          { label: intl.formatMessage({ id: 'content.actions.title' }), to: buildPath('actions', locale) },
          { label: action.name },
        ]}
      />
      <DetailHero image={action.image} picture={action.picture}>
        <p className="detail-hero__meta">
          <span className={`card__badge detail-badge${active ? '' : ' card__badge--ended'}`}>
            {active ? (
              <FormattedMessage id="content.action.activeTo" values={{ date: <IsoDate value={action.active_to} /> }} />
            ) : (
              <FormattedMessage id="content.action.ended" />
            )}
          </span>
          <Link to={buildPath('direction-subdirection', locale, { direction: action.category.slug })}>
            {action.category.name}
          </Link>
        </p>
        {action.price !== undefined && (
          <p className="card__price">
            <FormattedMessage id="content.action.price" values={{ price: <Price value={action.price} /> }} />
          </p>
        )}
        <ArticleBody blocks={action.body} />
        {active && (
          <div className="content-actions">
            <DialogLink {...links.order(intl.formatMessage({ id: 'content.order.actionNote' }, { name: action.name }))}>
              <FormattedMessage id="content.book" />
            </DialogLink>
          </div>
        )}
      </DetailHero>
    </article>
  );
}

export default function ActionPage() {
  const { action } = useRouteParams<'actions-action'>();
  return (
    <DataBoundary>
      <ActionDetails slug={action} />
    </DataBoundary>
  );
}
