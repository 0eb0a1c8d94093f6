import { Link } from 'react-router-dom';
import type { Disease } from '@clinic/contracts/content/disease';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { ContentImage } from '../common/content-image.tsx';
import '../common/card.css';

export function DiseaseCard({ disease }: { disease: Pick<Disease, 'slug' | 'name' | 'image' | 'picture' | 'excerpt' | 'category'> }) {
  const locale = useLocale();
  return (
    <article className="card disease-card">
      <ContentImage className="card__image" src={disease.image} picture={disease.picture} alt="" width={400} height={300} />
      <div className="card__body">
        <p className="card__meta">{disease.category.name}</p>
        <h3 className="card__title">
          <Link to={buildPath('zahvoryuvannya-disease', locale, { disease: disease.slug })}>{disease.name}</Link>
        </h3>
        <p className="card__text">{disease.excerpt}</p>
      </div>
    </article>
  );
}
