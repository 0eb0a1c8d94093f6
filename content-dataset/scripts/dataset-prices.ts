/** The price list as the site shows it: source/directions.json's lines, with consultations priced by the doctors. */
import { DIRECTIONS, type DirectionText, type PriceLine } from './dataset-directions.ts';
import { DOCTORS } from './dataset-doctors.ts';

/**
 * A direction's price lines. Its consultation costs what its doctors charge: the lowest of their prices,
 * marked as a starting price when theirs differ. Sub-directions keep their lines as written.
 */
export function directionPrices(direction: Pick<DirectionText, 'slug' | 'prices'>): PriceLine[] {
  const theirs = DOCTORS.filter((doctor) => doctor.directions[0] === direction.slug).map((doctor) => doctor.price);
  if (theirs.length === 0) return direction.prices;
  return direction.prices.map(([uk, en, price, from]) =>
    uk.startsWith('Консультація ') ? [uk, en, Math.min(...theirs), new Set(theirs).size > 1] : [uk, en, price, from],
  );
}

/** Every listed price by the service's Ukrainian name, sub-directions' included. */
export const LIST_PRICES = new Map(
  DIRECTIONS.flatMap((direction) => [directionPrices(direction), ...(direction.subs ?? []).map((sub) => sub.prices)])
    .flat()
    .map(([uk, , price]) => [uk, price] as const),
);
