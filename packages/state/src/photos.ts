import { fetchPhotos, type PhotosQuery } from '@clinic/api-client/photos';
import { fetchPhotoCategories } from '@clinic/api-client/photo-categories';
import { cachedQuery, logFailures, queryAtom } from './query-cache.ts';

export const loadPhotos = cachedQuery(logFailures('photos', (locale, query: PhotosQuery) => fetchPhotos(locale, { page: 1, ...query })));
export const photosAtom = queryAtom(loadPhotos);

export const loadPhotoCategories = cachedQuery((locale) => fetchPhotoCategories(locale));
export const photoCategoriesAtom = queryAtom(loadPhotoCategories);
