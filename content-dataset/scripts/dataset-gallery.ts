/** The photo gallery: each picture's caption and the scene it shows, by category. */
import type { L } from './localized.ts';
import type { Scene } from './illustrations.ts';
import { readSource } from './source.ts';

export interface PhotoText {
  /** Slug of its category (PHOTO_CATEGORIES). */
  category: string;
  caption: L;
  scene: Scene;
}

/** source/gallery.json: the categories and the photos; a photo's id and picture (photo-N) follow its place. */
const GALLERY = readSource<{ categories: { slug: string; name: L }[]; photos: PhotoText[] }>('gallery.json');

export const PHOTO_CATEGORIES = GALLERY.categories;
export const PHOTOS = GALLERY.photos;
