/** Platon's page for the client-server card form. */
export const PLATON_URL = 'https://secure.platononline.com/payment/auth';

/** Without a merchant key the gateway plays the provider itself (the sandbox); the secret never leaves this process. */
export type PaymentConfig = { mode: 'sandbox' } | { mode: 'provider'; key: string; secret: string; url: string };

export interface PaymentEnv {
  PAYMENT_KEY?: string;
  PAYMENT_SECRET?: string;
  PAYMENT_URL?: string;
  PUBLIC_URL?: string;
}

export function resolvePaymentConfig(env: PaymentEnv): { config: PaymentConfig; problems: string[] } {
  const problems: string[] = [];
  const { PAYMENT_KEY: key, PAYMENT_SECRET: secret, PAYMENT_URL: url, PUBLIC_URL: publicUrl } = env;
  if (!key) {
    if (secret) problems.push('PAYMENT_SECRET: is set but PAYMENT_KEY is not (set both, or neither for the sandbox)');
    if (url) problems.push('PAYMENT_URL: needs PAYMENT_KEY and PAYMENT_SECRET (without them the embedded sandbox is used)');
    return { config: { mode: 'sandbox' }, problems };
  }
  if (!secret) problems.push('PAYMENT_SECRET: is required when PAYMENT_KEY is set');
  if (!publicUrl) problems.push('PUBLIC_URL: is required when PAYMENT_KEY is set (the provider returns visitors to it)');
  return { config: { mode: 'provider', key, secret: secret ?? '', url: url ?? PLATON_URL }, problems };
}
