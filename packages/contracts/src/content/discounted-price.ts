// Apart from the schema: a page that shows a promotion's prices does not load the schema library.

/**
 * A price less a discount, as the clinic sets its prices: to the nearest 10 hryvnias. The dataset prices its
 * complexes and promotions by it, and a promotion's page shows each line of its price list by it.
 */
export function discountedPrice(price: number, percentOff: number): number {
  // In whole numbers: 1,450 less 30 % is 1,015 exactly, which rounds up, where 1,450 × 0.7 is a hair under it.
  return Math.round((price * (100 - percentOff)) / 1000) * 10;
}
