import fs from 'node:fs';
import path from 'node:path';
import type { PaymentStore } from './payment-store.ts';
import { openSqlitePaymentStore } from './sqlite-payment-store.ts';
import { PAYMENTS_FILE } from '../store/sqlite-database.ts';

/** `DATA_DIR/payments.sqlite`, opened on the first payment so a gateway that never takes one writes no file. */
export function lazyPaymentStore(dataDir: string): PaymentStore {
  let store: PaymentStore | undefined;
  const file = path.join(dataDir, PAYMENTS_FILE);
  const open = async () => (store ??= openSqlitePaymentStore(file));
  return {
    create: async (payment, idempotency) => (await open()).create(payment, idempotency),
    find: async (order) => (await open()).find(order),
    applyNotification: async (notification) => (await open()).applyNotification(notification),
    // No file yet holds nobody's data: a sweep makes none.
    purgeBefore: async (before) =>
      store || fs.existsSync(file) ? (await open()).purgeBefore(before) : { anonymised: 0, eventsDeleted: 0 },
    close: async () => store?.close(),
  };
}
