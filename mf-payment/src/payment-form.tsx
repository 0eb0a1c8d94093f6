import { FormattedMessage, useIntl } from 'react-intl';
import { PAYMENT_CHECKOUT_PATH, PaymentCheckoutResponseSchema } from '@clinic/contracts/payment';
import { postJson } from '@clinic/api-client/http';
import { DescribedField } from '@clinic/forms/described-field';
import { askedFields, emptyValues } from '@clinic/forms/form-description';
import {
  PAYMENT_FORM,
  PaymentFormSchema,
  type PaymentCheckoutRequest,
  type PaymentFormInput,
} from '@clinic/forms/payment-form';
import { SendResult } from '@clinic/forms/send-result';
import { useSendState } from '@clinic/forms/use-send-state';
import { useValibotForm } from '@clinic/forms/use-valibot-form';
import { useLocale } from '@clinic/i18n/use-locale';
import { Button } from '@clinic/ui/button';
import { Loader } from '@clinic/ui/loader';
import { ConsentNote } from '@clinic/ui/consent-note';
import { submitToProvider } from './submit-to-provider.ts';
import '@clinic/forms/form.css';
import './payment-form.css';

export interface PaymentFormProps {
  /** What is being paid for, from the dialog state; goes into the provider's description. */
  desc: string;
  amount: string;
}

/** The payment form; on pay the gateway signs it and the browser posts it to the card provider. */
export function PaymentForm({ desc, amount }: PaymentFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { status, send } = useSendState();
  const form = useValibotForm(PaymentFormSchema, { ...(emptyValues(PAYMENT_FORM) as PaymentFormInput), amount });

  const pay = form.handleSubmit((values) =>
    send(async () => {
      const request: PaymentCheckoutRequest = {
        ...values,
        description: desc,
        locale,
        returnPath: window.location.pathname,
      };
      submitToProvider(await postJson(PAYMENT_CHECKOUT_PATH, request, PaymentCheckoutResponseSchema));
    }),
  );
  // After a successful checkout the browser is leaving for the provider: the loader stays.
  const busy = status === 'sending' || status === 'success';

  return (
    <form className="payment-form" noValidate onSubmit={pay}>
      {askedFields(PAYMENT_FORM).map((field) => (
        <DescribedField key={field.name} field={field} form={form} className="payment-form__input" />
      ))}
      {status === 'error' && <SendResult failed form="payment" />}
      <ConsentNote />
      <div className="payment-form__actions">
        {busy ? (
          <Loader label={intl.formatMessage({ id: 'payment.form.redirecting' })} />
        ) : (
          <Button type="submit" aria-disabled={!form.formState.isValid}>
            <FormattedMessage id="payment.form.pay" />
          </Button>
        )}
      </div>
    </form>
  );
}
