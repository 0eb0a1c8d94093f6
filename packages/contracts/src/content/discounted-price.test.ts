import { describe, expect, it } from 'vitest';
import { discountedPrice } from './discounted-price.ts';

describe('discountedPrice', () => {
  it('takes the percentage off and rounds to the nearest 10 hryvnias, as the clinic sets prices', () => {
    expect(discountedPrice(12_000, 15)).toBe(10_200);
    expect(discountedPrice(1_450, 30)).toBe(1_020);
    expect(discountedPrice(1_250, 50)).toBe(630);
  });

  it('leaves a price with no discount as it is', () => {
    expect(discountedPrice(900, 0)).toBe(900);
  });
});
