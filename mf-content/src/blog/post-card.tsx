import { Link } from 'react-router-dom';
import type { Post } from '@clinic/contracts/content/post';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { ContentImage } from '../common/content-image.tsx';
import { IsoDate } from '../common/iso-date.tsx';
import '../common/card.css';

export function PostCard({ post }: { post: Pick<Post, 'slug' | 'title' | 'image' | 'picture' | 'excerpt' | 'date' | 'category'> }) {
  const locale = useLocale();
  return (
    <article className="card post-card">
      <ContentImage className="card__image" src={post.image} picture={post.picture} alt="" width={400} height={300} />
      <div className="card__body">
        <p className="card__meta">
          <IsoDate value={post.date} /> · {post.category.name}
        </p>
        <h3 className="card__title">
          <Link to={buildPath('blog-post', locale, { post: post.slug })}>{post.title}</Link>
        </h3>
        <p className="card__text">{post.excerpt}</p>
      </div>
    </article>
  );
}
