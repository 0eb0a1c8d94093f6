import { CategoryListPage } from '../common/category-list-page.tsx';
import { DiseaseCard } from './disease-card.tsx';
import '../common/content.css';

export default function DiseasesPage() {
  return (
    <CategoryListPage
      prefix="content.diseases"
      list="diseases"
      render={(disease) => <DiseaseCard disease={disease} />}
    />
  );
}
