import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { Id, ImageUrl, Picture, Ref, Text } from './fields.ts';

export const PhotoSchema = v.object({
  id: Id,
  /** Sized for the card; the image dialog shows the same file larger. */
  image: ImageUrl,
  caption: Text,
  picture: v.optional(Picture),
  category: Ref,
});
export type Photo = v.InferOutput<typeof PhotoSchema>;

const PhotoPageSchema = paginated(PhotoSchema);

export const getPhotos = contentOperation('photogallery/get-photos/', ['category_slug', 'page'], PhotoPageSchema);
