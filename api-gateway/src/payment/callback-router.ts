import express, { Router, type RequestHandler } from 'express';
import * as v from 'valibot';
import { PAYMENT } from '@clinic/contracts/constants';
import { invalidFields, sendError } from '../http/errors.ts';
import { metrics } from '../metrics.ts';
import type { Logger } from '../logger.ts';
import type { PaymentStore } from './payment-store.ts';
import { callbackSign, parseAmount, signaturesMatch } from './platon-sign.ts';

const field = v.pipe(v.string(), v.trim());

/** What Platon posts (application/x-www-form-urlencoded); other fields are kept in the log of notifications. */
const CallbackSchema = v.looseObject({
  order: v.pipe(field, v.nonEmpty('is required'), v.maxLength(100)),
  status: v.pipe(field, v.nonEmpty('is required'), v.maxLength(40)),
  // Compared byte for byte, so not trimmed.
  sign: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(64)),
  amount: v.pipe(field, v.nonEmpty('is required')),
  card: v.optional(field, ''),
  email: v.optional(field, ''),
  /** The provider's transaction: a payment is bound to the one that settled it. */
  id: v.pipe(field, v.nonEmpty('is required'), v.maxLength(100)),
  currency: v.optional(field),
});

export interface CallbackRouterOptions {
  store: PaymentStore;
  secret: string;
  logger: Logger;
  rateLimit?: RequestHandler;
  /** The sandbox plays the provider: its notifications are counted apart, as practice. */
  practice?: boolean;
}

/** Only the last four digits of a card are kept, whatever the provider sends. */
function maskCard(card: string): string | null {
  const digits = card.replace(/\D/g, '');
  return digits ? `****${digits.slice(-4)}` : null;
}

/** `POST /payment/callback`: the provider's server-to-server notification. */
export function createCallbackRouter({
  store,
  secret,
  logger,
  rateLimit,
  practice = false,
}: CallbackRouterOptions): Router {
  const router = Router();
  const count = (outcome: string) => metrics.paymentNotifications.inc({ outcome, practice: String(practice) });
  const parse = [
    express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 100 }),
    express.json({ limit: '16kb' }),
  ];
  router.post('/payment/callback', ...(rateLimit ? [rateLimit] : []), ...parse, async (req, res) => {
    const parsed = v.safeParse(CallbackSchema, req.body ?? {});
    if (!parsed.success) {
      const fields = invalidFields(parsed.issues);
      logger.warn({ fields }, 'payment callback rejected: malformed');
      count('malformed');
      return sendError(res, 400, 'Invalid payment notification', fields);
    }
    const notification = parsed.output;
    const { order } = notification;
    const log = logger.child({
      order,
      providerStatus: notification.status,
      transactionId: notification.id,
      ...(practice ? { practice } : {}),
    });

    if (!signaturesMatch(callbackSign(notification, secret), notification.sign)) {
      log.warn('payment callback rejected: bad signature');
      count('bad-signature');
      return sendError(res, 403, 'Invalid signature');
    }
    const record = await store.find(order);
    if (!record) {
      log.warn('payment callback rejected: unknown order');
      count('unknown-order');
      return sendError(res, 404, 'Unknown order');
    }
    const amountMinor = parseAmount(notification.amount);
    const currency = notification.currency ?? PAYMENT.currency;
    if (amountMinor !== record.amountMinor || currency !== record.currency) {
      log.warn(
        { expected: record.amountMinor, received: notification.amount, currency },
        'payment callback rejected: amount mismatch',
      );
      count('amount-mismatch');
      return sendError(res, 409, 'Amount does not match the order', { amount: 'does not match the order' });
    }

    const payload = Object.fromEntries(
      Object.entries(notification).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'card',
      ),
    );
    const result = await store.applyNotification({
      order,
      providerStatus: notification.status,
      transactionId: notification.id,
      card: maskCard(notification.card),
      payload,
    });
    if (result.outcome === 'unknown-order') {
      log.warn('payment callback rejected: unknown order');
      count('unknown-order');
      return sendError(res, 404, 'Unknown order');
    }
    const { status } = result.record;
    count(result.outcome);
    if (result.outcome === 'rejected') {
      // Platon retries until it reads "OK": an illegal notification is acknowledged and ignored, never applied.
      log.warn({ status, reason: result.reason }, 'payment callback ignored: illegal transition');
    } else {
      log.info(
        { status },
        result.outcome === 'duplicate' ? 'payment callback already processed' : 'payment callback processed',
      );
    }
    res.type('text').send('OK');
  });
  return router;
}
