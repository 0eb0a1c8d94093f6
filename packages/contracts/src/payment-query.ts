/**
 * Query keys that open the payment dialog on load, and that the provider sends the visitor back with.
 * Apart from the payment schemas: the shell's first script reads these (which query a page keeps).
 */
export const PAYMENT_QUERY = {
  open: 'payment',
  amount: 'amount',
  success: 'payment-success',
  error: 'payment-error',
} as const;
