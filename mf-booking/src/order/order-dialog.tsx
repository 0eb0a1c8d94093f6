import { ORDER_FORM, OrderFormSchema } from '@clinic/forms/order-form';
import { orderDialogAtom } from '@clinic/state/dialogs';
import { sendMail } from '../api/send-mail.ts';
import { BookingDialog } from '../common/booking-dialog.tsx';
import { BookingWidgetSlot } from './booking-widget.tsx';

/** Order (make an appointment): the described fields, the note the booking button carried, and the booking widget where one is set up. */
export function OrderDialog() {
  return (
    <BookingDialog
      name="order"
      fields={ORDER_FORM}
      schema={OrderFormSchema}
      atom={orderDialogAtom}
      context={({ note }) => note}
      deliver={(fields, { note }, website) =>
        sendMail({ config: 'order', page: window.location.href, fields: { ...fields, note }, website })
      }
    >
      <BookingWidgetSlot />
    </BookingDialog>
  );
}
