import { CategoryListPage } from '../common/category-list-page.tsx';
import { PhotoCard } from './photo-card.tsx';
import '../common/content.css';

export default function PhotoGalleryPage() {
  return (
    <CategoryListPage
      prefix="content.gallery"
      list="photos"
      mode="load-more"
      render={(photo) => <PhotoCard photo={photo} />}
    />
  );
}
