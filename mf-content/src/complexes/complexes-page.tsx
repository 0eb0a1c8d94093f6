import { CategoryListPage } from '../common/category-list-page.tsx';
import { ComplexCard } from './complex-card.tsx';
import '../common/content.css';

export default function ComplexesPage() {
  return (
    <CategoryListPage
      prefix="content.complexes"
      list="complexes"
      render={(complex) => <ComplexCard complex={complex} />}
    />
  );
}
