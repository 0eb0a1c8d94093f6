import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent } from '@clinic/state/use-content';
import { useRouteParams } from '../common/use-route-params.ts';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { findDirection } from '@clinic/contracts/content/find-direction';
import { PricesList } from './prices-list.tsx';
import '../common/content.css';

function Prices({ slug }: { slug?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const directions = useContent('directions', {});
  const title = intl.formatMessage({ id: 'content.prices.title' });
  const found = findDirection(directions, slug);
  if (slug !== undefined && !found) throw pageNotFound();
  const chips = (
    <nav className="category-filter" aria-label={intl.formatMessage({ id: 'content.categories.label' })}>
      <Link className="category-filter__chip" to={buildPath('prices-slug', locale)} aria-current={!found ? 'true' : undefined}>
        {intl.formatMessage({ id: 'content.categories.all' })}
      </Link>
      {directions.map((direction) => (
        <Link
          key={direction.slug}
          className="category-filter__chip"
          to={buildPath('prices-slug', locale, { slug: direction.slug })}
          aria-current={found?.direction.slug === direction.slug ? 'true' : undefined}
        >
          {direction.name}
        </Link>
      ))}
    </nav>
  );
  if (found) {
    const shown = found.sub ?? found.direction;
    const lists = found.sub ? [found.sub] : [found.direction, ...found.direction.sub_directions];
    return (
      <div className="content-page">
        <PageHeading title={intl.formatMessage({ id: 'content.prices.of' }, { name: shown.name })} crumbs={[{ label: title, to: buildPath('prices-slug', locale) }, { label: shown.name }]} />
        {chips}
        {lists.map((item) => (
          <PricesList key={item.slug} title={item.name} items={item.prices} />
        ))}
      </div>
    );
  }
  return (
    <div className="content-page">
      <PageHeading title={title} lead={intl.formatMessage({ id: 'content.prices.lead' })} />
      {chips}
      {directions.flatMap((direction) =>
        [direction, ...direction.sub_directions].map((item) => <PricesList key={item.slug} id={item.slug} title={item.name} items={item.prices} />),
      )}
    </div>
  );
}

/** /prices/{slug?}: every price list, or those of one direction or sub-direction. */
export default function PricesPage() {
  const { slug } = useRouteParams<'prices-slug'>();
  return (
    <DataBoundary>
      <Prices slug={slug} />
    </DataBoundary>
  );
}
