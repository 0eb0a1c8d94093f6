import * as v from 'valibot';
import { PAYMENT } from '@clinic/contracts/constants';
import { LOCALES } from '@clinic/contracts/locale';
import { PAYMENT_SUBJECTS } from '@clinic/contracts/payment';
import { MAX_LENGTH, MESSAGE, optionalLongText, required, requiredLine } from './rules.ts';
import { FIRST_NAME_FIELD, PHONE_FIELD, type FormDescription } from './form-description.ts';
import type { SelectOption } from './select-field.ts';

const AMOUNT_PATTERN = new RegExp(`^\\d{1,${PAYMENT.amountMaxDigits}}$`);

/** Whole hryvnias typed into the amount mask: 1 to 5 digits, more than zero. */
const amount = v.pipe(
  required,
  v.regex(AMOUNT_PATTERN, MESSAGE.incorrect),
  v.check((value) => Number(value) > 0, MESSAGE.incorrect),
);

/** Every field is required, but the payment form's phone only has to be non-empty. */
export const PaymentFormSchema = v.object(
  {
    firstName: requiredLine,
    phone: requiredLine,
    subjectPayment: v.picklist(PAYMENT_SUBJECTS, MESSAGE.required),
    amount,
  },
  MESSAGE.required,
);
export type PaymentFormInput = v.InferInput<typeof PaymentFormSchema>;

/** A path of this site to come back to after paying, never another host (`//evil`, `/\evil`). */
const returnPath = v.pipe(
  v.string(),
  v.maxLength(MAX_LENGTH.page, MESSAGE.tooLong),
  v.regex(/^\/(?![/\\])[\w\-.~/%]*$/, MESSAGE.incorrect),
);

/** `POST /payment/checkout`: the form plus the dialog state's description, the locale and the page to return to. */
export const PaymentCheckoutRequestSchema = v.object(
  {
    ...PaymentFormSchema.entries,
    description: optionalLongText,
    locale: v.optional(v.picklist(LOCALES, MESSAGE.incorrect), 'uk'),
    returnPath: v.optional(returnPath, '/'),
  },
  MESSAGE.required,
);
export type PaymentCheckoutRequest = v.InferInput<typeof PaymentCheckoutRequestSchema>;

/** What a payment can be for, as a select offers it: each subject with the catalogue key of its text. */
export const PAYMENT_SUBJECT_OPTIONS: readonly SelectOption[] = PAYMENT_SUBJECTS.map((subject) => ({
  value: subject,
  label: `payment.subject.${subject}`,
}));

/**
 * Pay online: the payer's name and phone, what the payment is for and the amount. It goes to the card
 * provider, not to the staff's mail; an amount the button named starts the amount field (`initial`).
 */
export const PAYMENT_FORM = [
  { ...FIRST_NAME_FIELD, label: 'payment.form.firstName' },
  { ...PHONE_FIELD, label: 'payment.form.phone', placeholder: 'payment.form.phonePlaceholder' },
  {
    kind: 'select',
    name: 'subjectPayment',
    label: 'payment.form.subject',
    required: true,
    autoComplete: 'off',
    options: PAYMENT_SUBJECT_OPTIONS,
    placeholder: 'payment.form.subjectPlaceholder',
  },
  {
    kind: 'text',
    name: 'amount',
    label: 'payment.form.amount',
    required: true,
    autoComplete: 'off',
    inputMode: 'numeric',
    mask: '0'.repeat(PAYMENT.amountMaxDigits),
  },
] as const satisfies FormDescription;
