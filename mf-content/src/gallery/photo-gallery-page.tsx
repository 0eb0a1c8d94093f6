import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useContent, useContentReader } from '@clinic/state/use-content';
import { CategoryFilter } from '../common/category-filter.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { PagedList } from '../common/paged-list.tsx';
import { PhotoCard } from './photo-card.tsx';
import '../common/content.css';

function PhotoCategories({ active }: { active?: string }) {
  const categories = useContent('photoCategories', {});
  return <CategoryFilter categories={categories} active={active} />;
}

export default function PhotoGalleryPage() {
  const intl = useIntl();
  const content = useContentReader();
  const category = useSearchParams()[0].get('category') ?? undefined;
  return (
    <div className="content-page">
      <PageHeading title={intl.formatMessage({ id: 'content.gallery.title' })} lead={intl.formatMessage({ id: 'content.gallery.lead' })} />
      <DataBoundary loading={null} empty={null}>
        <PhotoCategories active={category} />
      </DataBoundary>
      <DataBoundary>
        <PagedList
          key={category ?? ''}
          mode="load-more"
          label={intl.formatMessage({ id: 'content.gallery.title' })}
          load={(page) => content.read('photos', { page, category_slug: category })}
          itemKey={(photo) => photo.id}
          render={(photo) => <PhotoCard photo={photo} />}
        />
      </DataBoundary>
    </div>
  );
}
