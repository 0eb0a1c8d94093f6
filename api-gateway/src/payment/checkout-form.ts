import { PAYMENT } from '@clinic/contracts/constants';
import type { PaymentCheckoutResponse } from '@clinic/contracts/payment';
import { checkoutSign, encodePaymentData } from './platon-sign.ts';

export interface MerchantCredentials {
  key: string;
  secret: string;
}

export interface CheckoutFormInput {
  /** Where the browser posts the form: the provider's page or the sandbox. */
  action: string;
  order: string;
  amountMinor: number;
  description: string;
  successUrl: string;
  errorUrl: string;
  phone: string;
  firstName: string;
  lang: string;
}

/** The provider's client-server card form (Platon), signed; the secret goes into `sign` only. */
export function buildCheckoutForm(input: CheckoutFormInput, merchant: MerchantCredentials): PaymentCheckoutResponse {
  const data = encodePaymentData(input.amountMinor, input.description);
  const signed = { key: merchant.key, payment: PAYMENT.paymentType, data, url: input.successUrl };
  return {
    action: input.action,
    fields: {
      payment: signed.payment,
      key: signed.key,
      url: signed.url,
      error_url: input.errorUrl,
      data,
      req_token: PAYMENT.requestToken,
      sign: checkoutSign(signed, merchant.secret),
      phone: input.phone,
      first_name: input.firstName,
      order: input.order,
      lang: input.lang,
    },
  };
}
