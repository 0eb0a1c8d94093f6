import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useContent, useContentReader } from '@clinic/state/use-content';
import { CategoryFilter } from '../common/category-filter.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { PagedList } from '../common/paged-list.tsx';
import { ActionCard } from './action-card.tsx';
import '../common/content.css';

/** A promotion's category is a direction, so the directions are the filter. */
function DirectionFilter({ active }: { active?: string }) {
  return <CategoryFilter categories={useContent('directions', {})} active={active} />;
}

export default function ActionsPage() {
  const intl = useIntl();
  const content = useContentReader();
  const category = useSearchParams()[0].get('category') ?? undefined;
  return (
    <div className="content-page">
      <PageHeading title={intl.formatMessage({ id: 'content.actions.title' })} lead={intl.formatMessage({ id: 'content.actions.lead' })} />
      <DataBoundary loading={null} empty={null}>
        <DirectionFilter active={category} />
      </DataBoundary>
      <DataBoundary>
        <PagedList
          label={intl.formatMessage({ id: 'content.actions.title' })}
          load={(page) => content.read('actions', { page, category_slug: category })}
          itemKey={(action) => action.slug}
          render={(action) => <ActionCard action={action} />}
        />
      </DataBoundary>
    </div>
  );
}
