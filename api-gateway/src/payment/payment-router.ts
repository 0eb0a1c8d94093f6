import { randomBytes } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import type { SendPage } from '../http/form-post.ts';
import type { GatewayConfig } from '../config/config.ts';
import type { Logger } from '../logger.ts';
import type { PaymentStore } from './payment-store.ts';
import type { MerchantCredentials } from './checkout-form.ts';
import { createCheckoutRouter } from './checkout-router.ts';
import { createCallbackRouter } from './callback-router.ts';
import {
  createSandboxRouter,
  practiceOrderId,
  sandboxOrderSign,
  SANDBOX_PATH,
  type CallbackDelivery,
} from './sandbox-router.ts';

export interface PaymentRouterOptions {
  config: Pick<GatewayConfig, 'payment' | 'publicUrl'>;
  logger: Logger;
  store: PaymentStore;
  /** Per-client limit for the visitor's POSTs (checkout, sandbox pages). */
  rateLimit?: RequestHandler;
  /** A looser one for the provider's callbacks, which arrive from a few addresses. */
  callbackRateLimit?: RequestHandler;
  /** Tests pin the sandbox's credentials and callback delivery; otherwise they are random per process. */
  sandbox?: { merchant?: MerchantCredentials; deliver?: CallbackDelivery };
  /** Answers the payment page's plain form post (no script) with that page. */
  sendPage?: SendPage;
}

function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

/** A sandbox merchant of its own, made per process, so no real secret is needed in development and none reaches the browser. */
function randomSandboxMerchant(): MerchantCredentials {
  return {
    key: `SANDBOX-${randomBytes(6).toString('hex').toUpperCase()}`,
    secret: randomBytes(24).toString('base64url'),
  };
}

/** Checkout, callback and, without a provider configured, the sandbox provider. */
export function createPaymentRouter({
  config,
  logger,
  store,
  rateLimit,
  callbackRateLimit,
  sandbox,
  sendPage,
}: PaymentRouterOptions): Router {
  const router = Router();
  const payment = config.payment;
  const log = logger.child({ module: 'payment' });
  const merchant =
    payment.mode === 'provider'
      ? { key: payment.key, secret: payment.secret }
      : (sandbox?.merchant ?? randomSandboxMerchant());
  const action =
    payment.mode === 'provider' ? () => payment.url : (req: Request) => `${requestOrigin(req)}${SANDBOX_PATH}`;
  const siteOrigin = (req: Request) => config.publicUrl ?? requestOrigin(req);

  const practice =
    payment.mode === 'sandbox'
      ? {
          newOrderId: practiceOrderId,
          extraFields: (fields: Record<string, string>) => ({
            order_sign: sandboxOrderSign(fields.order ?? '', fields.sign ?? '', merchant.secret),
          }),
        }
      : {};
  router.use(
    createCheckoutRouter({ store, merchant, action, siteOrigin, logger: log, rateLimit, sendPage, ...practice }),
  );
  router.use(
    createCallbackRouter({
      store,
      secret: merchant.secret,
      logger: log,
      rateLimit: callbackRateLimit,
      practice: payment.mode === 'sandbox',
    }),
  );
  if (payment.mode === 'sandbox')
    router.use(createSandboxRouter({ merchant, siteOrigin, logger: log, rateLimit, deliver: sandbox?.deliver }));
  return router;
}
