import type { Complex } from '@clinic/contracts/content/complex';
import { Price } from '../common/price.tsx';

/** A complex's price, and beside it, struck through, the price it had before the discount when there was one. */
export function ComplexPrice({ complex }: { complex: Pick<Complex, 'price' | 'price_old'> }) {
  return (
    <p className="card__price">
      <Price value={complex.price} />
      {complex.price_old !== null && (
        <s>
          <Price value={complex.price_old} />
        </s>
      )}
    </p>
  );
}
