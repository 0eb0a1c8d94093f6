import { describe, expect, it } from 'vitest';
import { paymentDialogFromQuery } from './dialogs.ts';

describe('payment dialog from the address', () => {
  it('opens with the amount for ?payment&amount=500', () => {
    expect(paymentDialogFromQuery('?payment&amount=500')).toMatchObject({
      isOpen: true,
      amount: '500',
      showSuccess: false,
      showError: false,
    });
  });
  it('opens with the success message for ?payment-success', () => {
    expect(paymentDialogFromQuery('?payment-success')).toMatchObject({ isOpen: true, showSuccess: true });
  });
  it('opens with the error message for ?payment-error', () => {
    expect(paymentDialogFromQuery('?payment-error')).toMatchObject({ isOpen: true, showError: true });
  });
  it('keeps at most 5 digits of the amount', () => {
    expect(paymentDialogFromQuery('?payment&amount=12a3456789')?.amount).toBe('12345');
  });
  it('stays closed otherwise', () => {
    expect(paymentDialogFromQuery('?page=2')).toBeNull();
  });
});
