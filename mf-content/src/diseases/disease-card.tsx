import type { Disease } from '@clinic/contracts/content/disease';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { ItemCard, namedInCategory } from '../common/item-card.tsx';

export function DiseaseCard({
  disease,
}: {
  disease: Pick<Disease, 'slug' | 'name' | 'image' | 'picture' | 'excerpt' | 'category'>;
}) {
  const to = buildPath('zahvoryuvannya-disease', useLocale(), { disease: disease.slug });
  return (
    <ItemCard className="disease-card" item={disease} to={to} {...namedInCategory(disease)} text={disease.excerpt} />
  );
}
