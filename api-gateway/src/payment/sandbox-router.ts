import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import express, { Router, type Request, type RequestHandler } from 'express';
import type { Logger } from '../logger.ts';
import type { MerchantCredentials } from './checkout-form.ts';
import { callbackSign, checkoutSign, decodePaymentData, signaturesMatch } from './platon-sign.ts';
import { renderSandboxError, renderSandboxPayment, sandboxLang, type SandboxLang } from './sandbox-page.ts';

export const SANDBOX_PATH = '/payment/sandbox';
const COMPLETE_PATH = `${SANDBOX_PATH}/complete`;
/** A test card, masked the way Platon reports cards. */
const SANDBOX_CARD = '411111****1111';
const SESSION_TTL_MS = 30 * 60_000;
const MAX_SESSIONS = 10_000;
/** Orders taken by the sandbox carry this in their id, so records, logs and metrics tell practice from money. */
const PRACTICE_ORDER_PREFIX = 'practice-';

export function practiceOrderId(): string {
  return `${PRACTICE_ORDER_PREFIX}${randomUUID()}`;
}

/**
 * Platon's signature leaves `order` out; the sandbox signs it too, together with the form's own signature,
 * so a signed form settles only the order it was made for.
 */
export function sandboxOrderSign(order: string, formSign: string, secret: string): string {
  return createHmac('sha256', secret).update(`${order}\n${formSign}`).digest('hex');
}

interface SandboxSession {
  order: string;
  amount: string;
  currency: string;
  url: string;
  errorUrl: string;
  lang: SandboxLang;
  expiresAt: number;
}

export type CallbackDelivery = (req: Request, fields: Record<string, string>) => Promise<void>;

/** Posts the callback to this very gateway, at the address the visitor's request arrived on. */
const deliverToOwnCallback: CallbackDelivery = async (req, fields) => {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = net.isIPv6(address) && !address.startsWith('::ffff:') ? `[${address}]` : address.replace(/^::ffff:/, '');
  const response = await fetch(`http://${host}:${req.socket.localPort}/payment/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`callback answered ${response.status}: ${await response.text()}`);
};

export interface SandboxRouterOptions {
  merchant: MerchantCredentials;
  /** Origin of the site (PUBLIC_URL or the request's own): the only place the sandbox sends visitors back to. */
  siteOrigin: (req: Request) => string;
  logger: Logger;
  deliver?: CallbackDelivery;
  rateLimit?: RequestHandler;
  now?: () => number;
}

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sandbox provider: accepts the same form as Platon's page, checks its signature,
 * lets the visitor pay or decline, sends a signed callback and returns to `url` or `error_url`.
 * Both must be on the site's own origin: `error_url` is not signed, so anything else would make
 * the sandbox an open redirect.
 */
export function createSandboxRouter({
  merchant,
  siteOrigin,
  logger,
  deliver = deliverToOwnCallback,
  rateLimit,
  now = Date.now,
}: SandboxRouterOptions): Router {
  const router = Router();
  const sessions = new Map<string, SandboxSession>();
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 });
  const limited = rateLimit ? [rateLimit] : [];

  const sendPage = (res: express.Response, status: number, html: string) => {
    res.status(status).setHeader('Cache-Control', 'no-store');
    res.type('html').send(html);
  };

  router.post(SANDBOX_PATH, ...limited, form, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const lang = sandboxLang(fields.lang);
    const reject = (reason: string) => {
      logger.warn({ order: fields.order, reason }, 'sandbox payment rejected');
      sendPage(res, 400, renderSandboxError(lang, reason));
    };
    const {
      key = '',
      payment = '',
      data = '',
      url = '',
      error_url: errorUrl = '',
      sign = '',
      order = '',
      order_sign: orderSign = '',
    } = fields;
    if (!signaturesMatch(checkoutSign({ key, payment, data, url }, merchant.secret), sign))
      return reject('bad signature');
    if (!signaturesMatch(sandboxOrderSign(order, sign, merchant.secret), orderSign))
      return reject('the order is not the one the form was signed for');
    if (key !== merchant.key || payment !== 'CC') return reject('unknown merchant or payment type');
    const decoded = decodePaymentData(data);
    if (!decoded) return reject('data is not base64 JSON');
    if (!order || !url || !errorUrl) return reject('order, url and error_url are required');
    const site = originOf(siteOrigin(req));
    if (originOf(url) !== site || originOf(errorUrl) !== site)
      return reject(`url and error_url must be addresses on this site (${site})`);

    const at = now();
    for (const [token, session] of sessions)
      if (session.expiresAt < at || sessions.size >= MAX_SESSIONS) sessions.delete(token);
    const token = randomBytes(18).toString('base64url');
    sessions.set(token, {
      order,
      amount: decoded.amount,
      currency: decoded.currency,
      url,
      errorUrl,
      lang,
      expiresAt: at + SESSION_TTL_MS,
    });
    sendPage(
      res,
      200,
      renderSandboxPayment({
        lang,
        token,
        amount: decoded.amount,
        currency: decoded.currency,
        description: decoded.description,
        completePath: COMPLETE_PATH,
      }),
    );
  });

  router.post(COMPLETE_PATH, ...limited, form, async (req, res) => {
    const { token, decision } = (req.body ?? {}) as Record<string, unknown>;
    const session = typeof token === 'string' ? sessions.get(token) : undefined;
    if (!session || session.expiresAt < now() || (decision !== 'pay' && decision !== 'decline')) {
      return sendPage(res, 400, renderSandboxError(session?.lang ?? 'uk', 'unknown or expired payment session'));
    }
    sessions.delete(token as string);
    const paid = decision === 'pay';
    const callback = {
      id: randomUUID(),
      order: session.order,
      status: paid ? 'SALE' : 'DECLINED',
      card: SANDBOX_CARD,
      email: '',
      amount: session.amount,
      currency: session.currency,
      date: new Date(now()).toISOString(),
    };
    let delivered = true;
    try {
      await deliver(req, { ...callback, sign: callbackSign(callback, merchant.secret) });
    } catch (error) {
      delivered = false;
      logger.error({ err: error, order: session.order }, 'sandbox callback failed, the visitor is sent to error_url');
    }
    // Without the callback the payment is not recorded, so the visitor must not see success.
    res.redirect(303, paid && delivered ? session.url : session.errorUrl);
  });

  return router;
}
