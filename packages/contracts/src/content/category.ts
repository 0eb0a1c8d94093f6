import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { Id, Slug, Text } from './fields.ts';

/** A category of blog posts, complexes, diseases or photos (fields not shown). */
export const CategorySchema = v.object({ id: Id, name: Text, slug: Slug });
export type Category = v.InferOutput<typeof CategorySchema>;
const CategoryListSchema = v.array(CategorySchema);

export const getBlogCategories = contentOperation('blog/get-categories/', [], CategoryListSchema);
export const getComplexCategories = contentOperation('complexes/get-categories/', [], CategoryListSchema);
export const getDiseaseCategories = contentOperation('diseases/get-categories/', [], CategoryListSchema);
export const getPhotoCategories = contentOperation('photogallery/get-categories/', [], CategoryListSchema);
