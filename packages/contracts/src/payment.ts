import * as v from 'valibot';

/** The payment form's subject is one of three. */
export const PAYMENT_SUBJECTS = ['consultations', 'products', 'services'] as const;
export type PaymentSubject = (typeof PAYMENT_SUBJECTS)[number];

/**
 * What `POST /payment/checkout` answers: the provider's form, ready for the browser to submit
 * as a form POST to `action` with one hidden input per field (never holds the secret).
 */
export const PaymentCheckoutResponseSchema = v.object({
  action: v.pipe(v.string(), v.url()),
  fields: v.record(v.string(), v.string()),
});
export type PaymentCheckoutResponse = v.InferOutput<typeof PaymentCheckoutResponseSchema>;

export const PAYMENT_CHECKOUT_PATH = 'payment/checkout';

/**
 * The subject as the provider shows it in the payment description (subject plus
 * description). The browser's catalogue (packages/i18n messages/payment.ts) reuses these.
 */
export const PAYMENT_SUBJECT_LABELS: Record<'uk' | 'en', Record<PaymentSubject, string>> = {
  uk: { consultations: 'Онлайн-консультації', products: 'Товари', services: 'Послуги' },
  en: { consultations: 'Online consultations', products: 'Products', services: 'Services' },
};
