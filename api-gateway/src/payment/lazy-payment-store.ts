import path from 'node:path';
import type { PaymentStore } from './payment-store.ts';
import { openSqlitePaymentStore } from './sqlite-payment-store.ts';
import { PAYMENTS_FILE } from '../store/sqlite-database.ts';

/** `DATA_DIR/payments.sqlite`, opened on the first payment so a gateway that never takes one writes no file. */
export function lazyPaymentStore(dataDir: string): PaymentStore {
  let store: PaymentStore | undefined;
  const open = async () => (store ??= openSqlitePaymentStore(path.join(dataDir, PAYMENTS_FILE)));
  return {
    create: async (payment) => (await open()).create(payment),
    find: async (order) => (await open()).find(order),
    applyNotification: async (notification) => (await open()).applyNotification(notification),
    close: async () => store?.close(),
  };
}
