import { randomUUID } from 'node:crypto';
import express, { Router, type Request, type RequestHandler } from 'express';
import * as v from 'valibot';
import { PAYMENT } from '@clinic/contracts/constants';
import { PAYMENT_QUERY, PAYMENT_SUBJECT_LABELS } from '@clinic/contracts/payment';
import { PaymentCheckoutRequestSchema } from '@clinic/forms/payment-form';
import { phoneDigits } from '@clinic/forms/rules';
import { sendError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import type { PaymentStore } from './payment-store.ts';
import { buildCheckoutForm, type MerchantCredentials } from './checkout-form.ts';

/** Platon cuts descriptions at 255 characters; cutting here keeps the record equal to what the provider shows. */
const DESCRIPTION_MAX_LENGTH = 255;

export interface CheckoutRouterOptions {
  store: PaymentStore;
  merchant: MerchantCredentials;
  /** The provider's page, or the sandbox's page for this request. */
  action: (req: Request) => string;
  /** Origin of the site the visitor returns to. */
  siteOrigin: (req: Request) => string;
  logger: Logger;
  rateLimit?: RequestHandler;
  newOrderId?: () => string;
}

/** `POST /payment/checkout`: validates the form, records the payment and answers the signed provider form. */
export function createCheckoutRouter({ store, merchant, action, siteOrigin, logger, rateLimit, newOrderId = randomUUID }: CheckoutRouterOptions): Router {
  const router = Router();
  router.post('/payment/checkout', ...(rateLimit ? [rateLimit] : []), express.json({ limit: '8kb' }), async (req, res) => {
    const parsed = v.safeParse(PaymentCheckoutRequestSchema, req.body ?? {});
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.issues) fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
      return sendError(res, 400, 'Invalid payment form', fields);
    }
    const form = parsed.output;
    const subject = PAYMENT_SUBJECT_LABELS[form.locale][form.subjectPayment];
    const description = (form.description ? `${subject}: ${form.description}` : subject).slice(0, DESCRIPTION_MAX_LENGTH);
    const record = await store.create({
      order: newOrderId(),
      amountMinor: Number(form.amount) * 100,
      currency: PAYMENT.currency,
      subject: form.subjectPayment,
      description,
      firstName: form.firstName,
      phone: form.phone,
      locale: form.locale,
    });
    const back = `${siteOrigin(req)}${form.returnPath}`;
    const body = buildCheckoutForm(
      {
        action: action(req),
        order: record.order,
        amountMinor: record.amountMinor,
        description,
        successUrl: `${back}?${PAYMENT_QUERY.success}`,
        errorUrl: `${back}?${PAYMENT_QUERY.error}`,
        phone: phoneDigits(form.phone) || form.phone,
        firstName: form.firstName,
        lang: form.locale,
      },
      merchant,
    );
    logger.info({ order: record.order, amountMinor: record.amountMinor }, 'payment created');
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });
  return router;
}
