import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { paymentDialogAtom } from '@clinic/state/dialogs';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { complex } from '../common/fixtures.ts';
import { ComplexCard } from './complex-card.tsx';

describe('ComplexCard', () => {
  it('shows the price beside the old one and starts a payment of its amount', async () => {
    const { store, container } = await renderWithProviders(<ComplexCard complex={complex} />);
    expect(container.querySelector('.card__price')!.textContent).toBe('4900 грн6100 грн');
    expect(container.querySelector('s')!.textContent).toBe('6100 грн');
    expect(screen.getByRole('link', { name: 'Чиста шкіра' }).getAttribute('href')).toBe('/complexes/chysta-shkira');
    fireEvent.click(screen.getByRole('button', { name: 'Оплатити онлайн' }));
    expect(store.get(paymentDialogAtom)).toMatchObject({ isOpen: true, desc: 'Чиста шкіра', amount: '4900' });
  });
});
