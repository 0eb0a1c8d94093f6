import { CategoryListPage } from '../common/category-list-page.tsx';
import { PostCard } from './post-card.tsx';
import '../common/content.css';

export default function BlogPage() {
  return (
    <CategoryListPage
      titleId="content.blog.title"
      leadId="content.blog.lead"
      categories="blogCategories"
      list="posts"
      mode="load-more"
      itemKey={(post) => post.slug}
      render={(post) => <PostCard post={post} />}
    />
  );
}
