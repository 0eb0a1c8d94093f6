import { CategoryListPage } from '../common/category-list-page.tsx';
import { ComplexCard } from './complex-card.tsx';
import '../common/content.css';

export default function ComplexesPage() {
  return (
    <CategoryListPage
      titleId="content.complexes.title"
      leadId="content.complexes.lead"
      categories="complexCategories"
      list="complexes"
      itemKey={(complex) => complex.slug}
      render={(complex) => <ComplexCard complex={complex} />}
    />
  );
}
