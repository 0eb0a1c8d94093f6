import { randomUUID } from 'node:crypto';
import express, { Router, type Request, type RequestHandler } from 'express';
import * as v from 'valibot';
import { PAYMENT } from '@clinic/contracts/constants';
import { PAYMENT_SUBJECT_LABELS, type PaymentCheckoutResponse } from '@clinic/contracts/payment';
import { withFormContext } from '@clinic/contracts/form-page';
import type { Locale } from '@clinic/contracts/locale';
import { buildPath } from '@clinic/contracts/routes';
import { PAYMENT_QUERY } from '@clinic/contracts/payment-query';
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_HEADER } from '@clinic/contracts/idempotency';
import { PaymentCheckoutRequestSchema } from '@clinic/forms/payment-form';
import { phoneDigits } from '@clinic/forms/rules';
import { deferForDatabase, invalidFields, sendError } from '../http/errors.ts';
import { fingerprintOf, IdempotencyConflict, idempotencyKeyOf } from '../http/idempotency.ts';
import { isDatabaseUnavailable } from '../postgres/postgres-errors.ts';
import { isFormPost, isSameSitePost, readFormPost, refusalsAsFormPage, type SendPage } from '../http/form-post.ts';
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
  /** Fields the provider's page needs beyond Platon's signed form (the sandbox signs the order too). */
  extraFields?: (fields: PaymentCheckoutResponse['fields']) => Record<string, string>;
  /** Answers a plain form post with the payment page; without it such posts are refused (415). */
  sendPage?: SendPage;
}

/** Bytes a payment form may take: a few short fields. */
const FORM_LIMIT = 8 * 1024;

/**
 * `POST /payment/checkout`: validates the form, records the payment and answers the signed provider
 * form: as JSON to the dialog's script, and, to a plain form post from the payment page (no script),
 * as that page holding the signed form, or the form again with each field's error. A checkout sent again
 * with its key (`Idempotency-Key`, or the page's hidden field) is answered the same order's form and
 * records nothing more, so a retry or a second click never leaves two orders to pay.
 */
export function createCheckoutRouter({
  store,
  merchant,
  action,
  siteOrigin,
  logger,
  rateLimit,
  newOrderId = randomUUID,
  extraFields,
  sendPage,
}: CheckoutRouterOptions): Router {
  const router = Router();

  /** The one way to a signed form, for the script's JSON and for a plain post. */
  async function checkout(
    req: Request,
    form: v.InferOutput<typeof PaymentCheckoutRequestSchema>,
    key: string | undefined,
  ): Promise<PaymentCheckoutResponse> {
    const subject = PAYMENT_SUBJECT_LABELS[form.locale][form.subjectPayment];
    const description = (form.description ? `${subject}: ${form.description}` : subject).slice(
      0,
      DESCRIPTION_MAX_LENGTH,
    );
    const order = newOrderId();
    const record = await store
      .create(
        {
          order,
          amountMinor: Number(form.amount) * 100,
          currency: PAYMENT.currency,
          subject: form.subjectPayment,
          description,
          firstName: form.firstName,
          phone: form.phone,
          locale: form.locale,
        },
        key ? { key, fingerprint: fingerprintOf(form) } : undefined,
      )
      .catch((error: unknown) => {
        if (error instanceof IdempotencyConflict)
          logger.warn({ idempotencyKey: key }, 'payment: a key sent again with a different checkout, refused');
        throw error;
      });
    const back = `${siteOrigin(req)}${form.returnPath}`;
    const body = buildCheckoutForm(
      {
        action: action(req),
        order: record.order,
        amountMinor: record.amountMinor,
        description: record.description,
        successUrl: `${back}?${PAYMENT_QUERY.success}`,
        errorUrl: `${back}?${PAYMENT_QUERY.error}`,
        phone: phoneDigits(form.phone) || form.phone,
        firstName: form.firstName,
        lang: form.locale,
      },
      merchant,
    );
    logger.info(
      { order: record.order, amountMinor: record.amountMinor, idempotencyKey: key },
      record.order === order ? 'payment created' : 'payment asked for again with its key, answered the same order',
    );
    return extraFields ? { ...body, fields: { ...body.fields, ...extraFields(body.fields) } } : body;
  }

  const answerPlainPost: RequestHandler = async (req, res, next) => {
    if (!isFormPost(req)) return next();
    if (!sendPage) return sendError(res, 415, 'Content-Type must be application/json');
    if (!isSameSitePost(req, siteOrigin(req)))
      return sendError(res, 403, 'A form may be posted from this site’s own pages only');
    let fields: Record<string, string>;
    try {
      ({ fields } = await readFormPost(req, FORM_LIMIT));
    } catch (error) {
      return next(error);
    }
    const locale: Locale = fields.locale === 'en' ? 'en' : 'uk';
    const values = {
      firstName: fields.firstName ?? '',
      phone: fields.phone ?? '',
      subjectPayment: fields.subjectPayment ?? '',
      amount: fields.amount ?? '',
    };
    const context = { amount: fields.amount, description: fields.description };
    const page = withFormContext(buildPath('payment', locale), context);
    let key: string | undefined;
    try {
      key = idempotencyKeyOf(fields[IDEMPOTENCY_KEY_FIELD], IDEMPOTENCY_KEY_FIELD, 'field');
    } catch (error) {
      return next(error);
    }
    try {
      // The form's own page is where the provider sends the visitor back, whatever the post says.
      const parsed = v.safeParse(PaymentCheckoutRequestSchema, {
        ...fields,
        locale,
        returnPath: buildPath('payment', locale),
      });
      if (!parsed.success)
        return await sendPage(req, res, page, {
          state: { form: 'payment', outcome: 'invalid', values, errors: invalidFields(parsed.issues) },
          httpStatus: 400,
        });
      const signed = await checkout(req, parsed.output, key);
      await sendPage(req, res, page, {
        state: { form: 'payment', outcome: 'checkout', values: {}, errors: {}, checkout: signed },
        httpStatus: 200,
      });
    } catch (error) {
      if (error instanceof IdempotencyConflict) {
        // The page that answers carries a new key: the visitor may send the form again from it.
        return sendPage(req, res, page, {
          state: { form: 'payment', outcome: 'failed', values, errors: {} },
          httpStatus: 422,
        }).catch(next);
      }
      if (!isDatabaseUnavailable(error)) return next(error);
      // Nothing was recorded: the form again as it was typed, with the error every failed send shows.
      deferForDatabase(res, logger, error, { form: 'payment' });
      await sendPage(req, res, page, {
        state: { form: 'payment', outcome: 'failed', values, errors: {} },
        httpStatus: 503,
      }).catch(next);
    }
  };

  router.post(
    '/payment/checkout',
    ...(rateLimit ? [rateLimit] : []),
    answerPlainPost,
    // Too many posts from this visitor, refused before the post is read: the payment page, with that error.
    refusalsAsFormPage(sendPage, () => 'payment'),
  );

  router.post('/payment/checkout', express.json({ limit: '8kb' }), async (req, res) => {
    const key = idempotencyKeyOf(req.get(IDEMPOTENCY_KEY_HEADER), IDEMPOTENCY_KEY_HEADER, 'header');
    const parsed = v.safeParse(PaymentCheckoutRequestSchema, req.body ?? {});
    if (!parsed.success) return sendError(res, 400, 'Invalid payment form', invalidFields(parsed.issues));
    let body: PaymentCheckoutResponse;
    try {
      body = await checkout(req, parsed.output, key);
    } catch (error) {
      throw error instanceof IdempotencyConflict ? error.refusal() : error;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });
  return router;
}
