/**
 * React's thenable protocol: `use()` reads a promise carrying `status: 'fulfilled'` and `value`
 * synchronously instead of suspending once, which is what lets seeded data hydrate without a
 * fallback.
 */
export type Settling<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

/** Marks `promise` with its status as it settles; returns the same promise. */
export function track<T>(promise: Promise<T>): Settling<T> {
  const tracked = promise as Settling<T>;
  if ((promise as { status?: unknown }).status !== undefined) return tracked;
  Object.assign(tracked, { status: 'pending' });
  promise.then(
    (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/** An already-resolved promise that `use()` reads without suspending. */
export function fulfilled<T>(value: T): Settling<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** `then` that runs `next` at once when `promise` is already fulfilled, so a chain over settled answers stays synchronous. */
export function whenFulfilled<T, U>(promise: Promise<T>, next: (value: T) => Promise<U>): Promise<U> {
  const settled = promise as Partial<Settling<T>>;
  return settled.status === 'fulfilled' ? next((settled as { value: T }).value) : promise.then(next);
}

/** Resolves no sooner than `ms` after the call, so a loader never flashes (200 ms); 0 adds no wait. */
export function atLeast<T>(ms: number, pending: Promise<T>): Promise<T> {
  if (ms <= 0) return pending;
  const wait = new Promise((resolve) => setTimeout(resolve, ms));
  return Promise.all([pending, wait]).then(([value]) => value);
}
