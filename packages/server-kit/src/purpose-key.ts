import { createHmac } from 'node:crypto';

/**
 * A key for one use of a secret every replica shares: each use gets its own, so a value signed for one
 * purpose (a page's report token) never passes as another (a visitor's canary decision).
 */
export const keyFor = (secret: string, purpose: string): Buffer =>
  createHmac('sha256', purpose).update(secret).digest();
