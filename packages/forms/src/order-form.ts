import * as v from 'valibot';
import { MESSAGE, optionalLine, optionalLongText, phone, requiredLine } from './rules.ts';

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
