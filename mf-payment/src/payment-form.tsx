import { FormattedMessage, useIntl } from 'react-intl';
import { PAYMENT, PHONE } from '@clinic/contracts/constants';
import { PAYMENT_CHECKOUT_PATH, PaymentCheckoutResponseSchema } from '@clinic/contracts/payment';
import { postJson } from '@clinic/api-client/http';
import { MaskedField } from '@clinic/forms/masked-field';
import {
  PAYMENT_SUBJECT_OPTIONS,
  PaymentFormSchema,
  type PaymentCheckoutRequest,
  type PaymentFormInput,
} from '@clinic/forms/payment-form';
import { SelectField } from '@clinic/forms/select-field';
import { TextField } from '@clinic/forms/text-field';
import { useSendState } from '@clinic/forms/use-send-state';
import { useValibotForm } from '@clinic/forms/use-valibot-form';
import { useLocale } from '@clinic/i18n/use-locale';
import { Button } from '@clinic/ui/button';
import { Loader } from '@clinic/ui/loader';
import { ConsentNote } from '@clinic/ui/consent-note';
import { PaymentResult } from './payment-result.tsx';
import { submitToProvider } from './submit-to-provider.ts';
import '@clinic/forms/form.css';
import './payment-form.css';

const AMOUNT_MASK = '0'.repeat(PAYMENT.amountMaxDigits);

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
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useValibotForm(PaymentFormSchema, {
    firstName: '',
    phone: '',
    subjectPayment: '' as PaymentFormInput['subjectPayment'],
    amount,
  });

  const pay = handleSubmit((values) =>
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
      <TextField
        registration={register('firstName')}
        label="payment.form.firstName"
        error={errors.firstName?.message}
        autoComplete="given-name"
        className="payment-form__input"
        required
      />
      <MaskedField
        control={control}
        name="phone"
        mask={PHONE.mask}
        label="payment.form.phone"
        placeholder="payment.form.phonePlaceholder"
        type="tel"
        autoComplete="tel"
        className="payment-form__input"
        required
      />
      <SelectField
        registration={register('subjectPayment')}
        label="payment.form.subject"
        error={errors.subjectPayment?.message}
        options={PAYMENT_SUBJECT_OPTIONS}
        placeholder="payment.form.subjectPlaceholder"
        className="payment-form__input"
        required
      />
      <MaskedField
        control={control}
        name="amount"
        mask={AMOUNT_MASK}
        label="payment.form.amount"
        inputMode="numeric"
        className="payment-form__input"
        required
      />
      {status === 'error' && <PaymentResult kind="error" />}
      <ConsentNote />
      <div className="payment-form__actions">
        {busy ? (
          <Loader label={intl.formatMessage({ id: 'payment.form.redirecting' })} />
        ) : (
          <Button type="submit" aria-disabled={!isValid}>
            <FormattedMessage id="payment.form.pay" />
          </Button>
        )}
      </div>
    </form>
  );
}
