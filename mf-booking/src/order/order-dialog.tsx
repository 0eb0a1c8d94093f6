import { FormattedMessage } from 'react-intl';
import { MaskedField } from '@clinic/forms/masked-field';
import { OrderFormSchema } from '@clinic/forms/order-form';
import { TextField } from '@clinic/forms/text-field';
import { CLOSED_ORDER_DIALOG, orderDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';
import { PHONE_FIELD } from '../common/phone-field.ts';
import { sendMail } from '../api/send-mail.ts';
import { BookingForm } from '../common/booking-form.tsx';
import { useBookingDialog } from '../common/use-booking-dialog.ts';
import { BookingWidgetSlot } from './booking-widget.tsx';

/** Order (make an appointment): firstName, phone, optional goal, and the note from dialog state. */
export function OrderDialog() {
  const { dialog, form, errors, dialogProps, formProps } = useBookingDialog({
    atom: orderDialogAtom,
    closed: CLOSED_ORDER_DIALOG,
    schema: OrderFormSchema,
    empty: { firstName: '', phone: '', goal: '' },
    deliver: (fields, { note }, website) =>
      sendMail({ config: 'order', page: window.location.href, fields: { ...fields, note }, website }),
  });

  return (
    <Dialog {...dialogProps} title={<FormattedMessage id="booking.order.title" />} className="booking-dialog">
      {dialog.note ? <p className="booking-dialog__context">{dialog.note}</p> : null}
      <BookingWidgetSlot />
      <BookingForm name="order" result="order" {...formProps}>
        <TextField
          registration={form.register('firstName')}
          label="booking.field.firstName"
          error={errors.firstName?.message}
          autoComplete="given-name"
          required
        />
        <MaskedField control={form.control} {...PHONE_FIELD} />
        <TextField
          registration={form.register('goal')}
          label="booking.field.goal"
          error={errors.goal?.message}
          autoComplete="off"
        />
      </BookingForm>
    </Dialog>
  );
}
