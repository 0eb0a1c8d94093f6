/** Platon's page for the client-server card form. */
export const PLATON_URL = 'https://secure.platononline.com/payment/auth';

/** Without a merchant key the gateway plays the provider itself (the sandbox); the secret never leaves this process. */
export type PaymentConfig = { mode: 'sandbox' } | { mode: 'provider'; key: string; secret: string; url: string };
