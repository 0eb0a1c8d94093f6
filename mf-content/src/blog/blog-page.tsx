import { CategoryListPage } from '../common/category-list-page.tsx';
import { PostCard } from './post-card.tsx';
import '../common/content.css';

export default function BlogPage() {
  return (
    <CategoryListPage prefix="content.blog" list="posts" mode="load-more" render={(post) => <PostCard post={post} />} />
  );
}
