/**
 * Treatment complexes and promotions (source/offers.json): what each holds or offers, where it is sold, and the
 * scene of its picture. No price is written there: each is worked out here from the price list
 * (dataset-prices.ts), so an offer can never contradict it.
 */
import { discountedPrice } from '@clinic/contracts/content/discounted-price';
import type { L } from './localized.ts';
import type { Scene } from './illustrations.ts';
import { LIST_PRICES } from './dataset-prices.ts';
import { readSource } from './source.ts';

export interface ComplexText {
  slug: string;
  /** Slug of its category (COMPLEX_CATEGORIES). */
  category: string;
  clinics: string[];
  name: L;
  /** Off the sum of its items bought one by one at the price list's prices. */
  percentOff: number;
  description: L;
  /** Each item's name is a service of the price list, as it is named there. */
  items: { name: L; quantity: number }[];
  scene: Scene;
}

export interface ActionText {
  slug: string;
  /** Slug of the direction it belongs to. */
  category: string;
  clinics: string[];
  /** Last day, YYYY-MM-DD, inclusive. */
  activeTo: string;
  /**
   * What the visitor pays: a service of the price list (its Ukrainian name) or a complex (its slug), with
   * `percentOff` off its price (0: the offer is what comes with it, at the full price).
   */
  offer: { of: string; percentOff: number };
  name: L;
  excerpt: L;
  scene: Scene;
}

/** source/offers.json: the complexes' categories, the complexes and the promotions; clinics named by slug. */
const OFFERS = readSource<{
  complexCategories: { slug: string; name: L }[];
  complexes: ComplexText[];
  actions: ActionText[];
}>('offers.json');

export const COMPLEX_CATEGORIES = OFFERS.complexCategories;
export const COMPLEXES = OFFERS.complexes;
export const ACTIONS = OFFERS.actions;

function listPrice(name: string, where: string): number {
  const price = LIST_PRICES.get(name);
  if (price === undefined) throw new Error(`${where}: "${name}" is not a service of the price list`);
  return price;
}

/** A complex's price and its items' sum at the price list's prices (shown struck through beside it). */
export function complexPrice(complex: ComplexText): { price: number; priceOld: number } {
  const priceOld = complex.items.reduce(
    (sum, item) => sum + listPrice(item.name.uk, `complex ${complex.slug}`) * item.quantity,
    0,
  );
  return { price: discountedPrice(priceOld, complex.percentOff), priceOld };
}

/** What a promotion costs: its service's or complex's price with its discount. */
export function actionPrice(action: ActionText): number {
  const complex = COMPLEXES.find((item) => item.slug === action.offer.of);
  const full = complex ? complexPrice(complex).price : listPrice(action.offer.of, `action ${action.slug}`);
  return discountedPrice(full, action.offer.percentOff);
}
