import * as v from 'valibot';
import { FIRST_NAME_FIELD, PHONE_FIELD, type MailFormDescription } from './form-description.ts';
import { MESSAGE, optionalLine, optionalLongText, phone, requiredLine } from './rules.ts';

/** Make an appointment: the name, the phone, the goal and the note the booking button carried. */
export const ORDER_FORM = [
  FIRST_NAME_FIELD,
  PHONE_FIELD,
  { kind: 'text', name: 'goal', label: 'booking.field.goal', mailLabel: 'Мета візиту', autoComplete: 'off' },
  { kind: 'context', parts: ['note'], mailLabel: 'Примітка' },
] as const satisfies MailFormDescription;

/** Order dialog: firstName and phone required, goal optional. */
export const OrderFormSchema = v.object(
  {
    firstName: requiredLine,
    phone,
    goal: optionalLine,
  },
  MESSAGE.required,
);

/** What reaches the gateway: the form plus the note from dialog state. */
export const OrderMailFieldsSchema = v.object(
  {
    ...OrderFormSchema.entries,
    note: optionalLongText,
  },
  MESSAGE.required,
);
