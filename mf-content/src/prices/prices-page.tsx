import { useIntl } from 'react-intl';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent, usePageSubject } from '@clinic/state/use-content';
import { useRouteParams } from '../common/use-route-params.ts';
import { CategoryFilter } from '../common/category-filter.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { PricesList } from './prices-list.tsx';
import '../common/content.css';

function Prices({ slug }: { slug?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const directions = useContent('directions', {});
  const title = intl.formatMessage({ id: 'content.prices.title' });
  const subject = usePageSubject('prices-slug', { slug });
  if (!subject) throw pageNotFound();
  const { found } = subject;
  const chips = (
    <CategoryFilter
      categories={directions}
      active={found?.direction.slug}
      hrefFor={(chosen) => buildPath('prices-slug', locale, { slug: chosen })}
    />
  );
  if (found) {
    const shown = found.sub ?? found.direction;
    const lists = found.sub ? [found.sub] : [found.direction, ...found.direction.sub_directions];
    return (
      <div className="content-page">
        <PageHeading
          title={intl.formatMessage({ id: 'content.prices.of' }, { name: shown.name })}
          crumbs={[{ label: title, to: buildPath('prices-slug', locale) }, { label: shown.name }]}
        />
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
        [direction, ...direction.sub_directions].map((item) => (
          <PricesList key={item.slug} id={item.slug} title={item.name} items={item.prices} />
        )),
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
