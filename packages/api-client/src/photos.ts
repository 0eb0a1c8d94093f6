import type { Locale } from '@clinic/contracts/locale';
import type { OperationQuery } from '@clinic/contracts/content/operation';
import { getPhotos } from '@clinic/contracts/content/photo';
import { fetchOperation } from './operation.ts';

export type PhotosQuery = OperationQuery<typeof getPhotos>;

export function fetchPhotos(locale: Locale, query: PhotosQuery = {}, signal?: AbortSignal) {
  return fetchOperation(locale, getPhotos, query, signal);
}
