import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useContent, useContentReader } from '@clinic/state/use-content';
import { CategoryFilter } from '../common/category-filter.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { PagedList } from '../common/paged-list.tsx';
import { PostCard } from './post-card.tsx';
import '../common/content.css';

function BlogCategories({ active }: { active?: string }) {
  const categories = useContent('blogCategories', {});
  return <CategoryFilter categories={categories} active={active} />;
}

export default function BlogPage() {
  const intl = useIntl();
  const content = useContentReader();
  const category = useSearchParams()[0].get('category') ?? undefined;
  return (
    <div className="content-page">
      <PageHeading title={intl.formatMessage({ id: 'content.blog.title' })} lead={intl.formatMessage({ id: 'content.blog.lead' })} />
      <DataBoundary loading={null} empty={null}>
        <BlogCategories active={category} />
      </DataBoundary>
      <DataBoundary>
        <PagedList
          key={category ?? ''}
          mode="load-more"
          label={intl.formatMessage({ id: 'content.blog.title' })}
          load={(page) => content.read('posts', { page, category_slug: category })}
          itemKey={(post) => post.slug}
          render={(post) => <PostCard post={post} />}
        />
      </DataBoundary>
    </div>
  );
}
