import { CategoryListPage } from '../common/category-list-page.tsx';
import { ActionCard } from './action-card.tsx';
import '../common/content.css';

export default function ActionsPage() {
  return (
    <CategoryListPage
      titleId="content.actions.title"
      leadId="content.actions.lead"
      // A promotion's category is a direction, so the directions are the filter.
      categories="directions"
      list="actions"
      itemKey={(action) => action.slug}
      render={(action) => <ActionCard action={action} />}
    />
  );
}
