/** Directions, sub-directions and their price lists: [uk, en, price in UAH, "from" price]. */
import type { Scene } from './illustrations.ts';
import { readSource } from './source.ts';

export type PriceLine = [uk: string, en: string, price: number, from?: boolean];

export interface DirectionText {
  slug: string;
  uk: string;
  en: string;
  ukDesc: string;
  enDesc: string;
  clinics: string[];
  hue: number;
  /** What its card's illustration shows. */
  scene: Scene;
  prices: PriceLine[];
  subs?: Omit<DirectionText, 'clinics' | 'subs'>[];
}

/**
 * source/directions.json: each direction with the slugs of the clinics that offer it, its sub-directions and the
 * price lines of both, each line `[uk, en, price]` or, for a starting price, `[uk, en, price, true]`.
 */
export const DIRECTIONS = readSource<DirectionText[]>('directions.json');
