import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useContent, useContentReader } from '@clinic/state/use-content';
import { CategoryFilter } from '../common/category-filter.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { PagedList } from '../common/paged-list.tsx';
import { ComplexCard } from './complex-card.tsx';
import '../common/content.css';

function ComplexCategories({ active }: { active?: string }) {
  const categories = useContent('complexCategories', {});
  return <CategoryFilter categories={categories} active={active} />;
}

export default function ComplexesPage() {
  const intl = useIntl();
  const content = useContentReader();
  const category = useSearchParams()[0].get('category') ?? undefined;
  return (
    <div className="content-page">
      <PageHeading title={intl.formatMessage({ id: 'content.complexes.title' })} lead={intl.formatMessage({ id: 'content.complexes.lead' })} />
      <DataBoundary loading={null} empty={null}>
        <ComplexCategories active={category} />
      </DataBoundary>
      <DataBoundary>
        <PagedList
          label={intl.formatMessage({ id: 'content.complexes.title' })}
          load={(page) => content.read('complexes', { page, category_slug: category })}
          itemKey={(complex) => complex.slug}
          render={(complex) => <ComplexCard complex={complex} />}
        />
      </DataBoundary>
    </div>
  );
}
