import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useContent, useContentReader } from '@clinic/state/use-content';
import { CategoryFilter } from '../common/category-filter.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { PagedList } from '../common/paged-list.tsx';
import { DiseaseCard } from './disease-card.tsx';
import '../common/content.css';

function DiseaseCategories({ active }: { active?: string }) {
  const categories = useContent('diseaseCategories', {});
  return <CategoryFilter categories={categories} active={active} />;
}

export default function DiseasesPage() {
  const intl = useIntl();
  const content = useContentReader();
  const category = useSearchParams()[0].get('category') ?? undefined;
  return (
    <div className="content-page">
      <PageHeading title={intl.formatMessage({ id: 'content.diseases.title' })} lead={intl.formatMessage({ id: 'content.diseases.lead' })} />
      <DataBoundary loading={null} empty={null}>
        <DiseaseCategories active={category} />
      </DataBoundary>
      <DataBoundary>
        <PagedList
          label={intl.formatMessage({ id: 'content.diseases.title' })}
          load={(page) => content.read('diseases', { page, category_slug: category })}
          itemKey={(disease) => disease.slug}
          render={(disease) => <DiseaseCard disease={disease} />}
        />
      </DataBoundary>
    </div>
  );
}
