import { ORDER_FORM } from '@clinic/forms/order-form';
import { TEXT_FORM_BODY_LIMIT, type MailOperation } from './mail-operation.ts';

/** Make an appointment: the name, the phone, the goal and the note the booking button carried. */
export const orderOperation: MailOperation<'order'> = {
  config: 'order',
  bodyLimit: TEXT_FORM_BODY_LIMIT,
  subject: 'Запис на прийом',
  form: ORDER_FORM,
};
