import type { PaymentCheckoutResponse } from '@clinic/contracts/payment';

/**
 * Hands the visitor over to the card provider: an ordinary form POST of the fields the
 * gateway signed, so the provider's page opens in place of ours.
 */
export function submitToProvider(
  { action, fields }: PaymentCheckoutResponse,
  doc: Document = document,
): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  form.acceptCharset = 'utf-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return form;
}
