import { CategoryListPage } from '../common/category-list-page.tsx';
import { ActionCard } from './action-card.tsx';
import '../common/content.css';

export default function ActionsPage() {
  return (
    <CategoryListPage prefix="content.actions" list="actions" render={(action) => <ActionCard action={action} />} />
  );
}
