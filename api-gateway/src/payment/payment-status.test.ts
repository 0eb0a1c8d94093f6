import { describe, expect, it } from 'vitest';
import { decideNotification } from './payment-status.ts';

const pending = { status: 'pending', transactionId: null } as const;
const paidBy = (transactionId: string) => ({ status: 'paid', transactionId }) as const;

describe('decideNotification', () => {
  it('takes a pending payment to paid or declined, binding the transaction', () => {
    expect(decideNotification(pending, { providerStatus: 'SALE', transactionId: 'T1' })).toEqual({
      outcome: 'applied',
      status: 'paid',
      transactionId: 'T1',
    });
    expect(decideNotification(pending, { providerStatus: 'DECLINED', transactionId: 'T1' })).toEqual({
      outcome: 'applied',
      status: 'declined',
      transactionId: 'T1',
    });
    expect(decideNotification(pending, { providerStatus: 'REFUND', transactionId: 'T1' })).toMatchObject({
      outcome: 'rejected',
      reason: 'pending cannot become refunded',
    });
  });

  it('takes a paid payment to refunded (REFUND or REVERSAL) or chargeback, on its own transaction only', () => {
    expect(decideNotification(paidBy('T1'), { providerStatus: 'REVERSAL', transactionId: 'T1' })).toEqual({
      outcome: 'applied',
      status: 'refunded',
      transactionId: 'T1',
    });
    expect(decideNotification(paidBy('T1'), { providerStatus: 'CHARGEBACK', transactionId: 'T1' })).toEqual({
      outcome: 'applied',
      status: 'chargeback',
      transactionId: 'T1',
    });
    expect(decideNotification(paidBy('T1'), { providerStatus: 'REFUND', transactionId: 'T2' })).toMatchObject({
      outcome: 'rejected',
      reason: "transaction T2 is not the order's transaction T1",
    });
  });

  it('treats the same notification again as a duplicate and a second SALE as contradictory', () => {
    expect(decideNotification(paidBy('T1'), { providerStatus: 'SALE', transactionId: 'T1' })).toEqual({
      outcome: 'duplicate',
    });
    expect(decideNotification(paidBy('T1'), { providerStatus: 'SALE', transactionId: 'T2' }).outcome).toBe('rejected');
  });

  it('keeps declined, refunded and chargeback final', () => {
    for (const status of ['declined', 'refunded', 'chargeback'] as const) {
      for (const providerStatus of ['SALE', 'DECLINED', 'REFUND', 'CHARGEBACK']) {
        const decision = decideNotification({ status, transactionId: 'T1' }, { providerStatus, transactionId: 'T1' });
        expect(decision.outcome).not.toBe('applied');
      }
    }
  });

  it("rejects statuses that are not Platon's, including lower case and inherited names", () => {
    for (const providerStatus of ['sale', 'PAID', 'toString', '__proto__']) {
      expect(decideNotification(pending, { providerStatus, transactionId: 'T1' }).outcome).toBe('rejected');
    }
  });
});
