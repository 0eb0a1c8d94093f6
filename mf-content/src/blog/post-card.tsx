import type { Post } from '@clinic/contracts/content/post';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { IsoDate } from '../common/iso-date.tsx';
import { ItemCard } from '../common/item-card.tsx';

export function PostCard({
  post,
}: {
  post: Pick<Post, 'slug' | 'title' | 'image' | 'picture' | 'excerpt' | 'date' | 'category'>;
}) {
  const to = buildPath('blog-post', useLocale(), { post: post.slug });
  const meta = (
    <>
      <IsoDate value={post.date} /> · {post.category.name}
    </>
  );
  return <ItemCard className="post-card" item={post} to={to} title={post.title} meta={meta} text={post.excerpt} />;
}
