import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { ComplexPrice } from './complex-price.tsx';

describe('ComplexPrice', () => {
  it('strikes through the price before the discount, and shows none without one', async () => {
    const { container } = await renderWithProviders(<ComplexPrice complex={{ price: 4900, price_old: 6100 }} />);
    expect(container.querySelector('s')!.textContent).toBe('6100 грн');
    const { container: withoutOld } = await renderWithProviders(
      <ComplexPrice complex={{ price: 4900, price_old: null }} />,
    );
    expect(withoutOld.querySelector('.card__price')!.textContent).toBe('4900 грн');
    expect(withoutOld.querySelector('s')).toBeNull();
  });
});
