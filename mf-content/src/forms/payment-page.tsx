import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FORM_CONTEXT_QUERY } from '@clinic/contracts/form-page';
import { PAYMENT_CHECKOUT_PATH, type PaymentCheckoutResponse } from '@clinic/contracts/payment';
import { PAYMENT_FORM } from '@clinic/forms/payment-form';
import { SendResult } from '@clinic/forms/send-result';
import { PAYMENT_QUERY } from '@clinic/contracts/payment-query';
import { buttonClass } from '@clinic/ui/button';
import { useFormAnswer } from './use-form-answer.ts';
import { FormPageLayout } from './form-page-layout.tsx';
import { PlainForm } from './plain-form.tsx';

/** The provider's card form as the gateway signed it: one press sends the visitor on to pay. */
function Checkout({ checkout }: { checkout: PaymentCheckoutResponse }) {
  return (
    <form className="plain-form" method="post" action={checkout.action} data-testid="payment-checkout">
      {Object.entries(checkout.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="content-lead">
        <FormattedMessage id="payment.checkout.lead" />
      </p>
      <div className="plain-form__actions">
        <button type="submit" className={buttonClass()}>
          <FormattedMessage id="payment.form.pay" />
        </button>
      </div>
    </form>
  );
}

/**
 * Pay online, on a page of its own: the form posts to the gateway's checkout, which answers with
 * this page holding the signed provider form; the provider sends the visitor back here with the outcome.
 */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const answer = useFormAnswer('payment');
  const checkout = answer?.outcome === 'checkout' ? answer.checkout : undefined;
  const returned = params.has(PAYMENT_QUERY.success)
    ? 'success'
    : params.has(PAYMENT_QUERY.error)
      ? 'error'
      : undefined;
  const description = params.get(FORM_CONTEXT_QUERY.description) ?? '';
  return (
    <FormPageLayout title="payment.title">
      {returned ? (
        <SendResult failed={returned === 'error'} form="payment" />
      ) : checkout ? (
        <Checkout checkout={checkout} />
      ) : (
        <PlainForm
          form="payment"
          action={`/${PAYMENT_CHECKOUT_PATH}`}
          submitLabel="payment.form.pay"
          hidden={description ? { description } : {}}
          context={description ? <p className="content-lead">{description}</p> : null}
          fields={PAYMENT_FORM.map((field) =>
            field.name === 'amount' ? { ...field, initial: params.get(FORM_CONTEXT_QUERY.amount) ?? '' } : field,
          )}
        />
      )}
    </FormPageLayout>
  );
}
