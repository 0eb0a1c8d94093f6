import { useAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { PHONE } from '@clinic/contracts/constants';
import { MaskedField } from '@clinic/forms/masked-field';
import { OrderFormSchema } from '@clinic/forms/order-form';
import { TextField } from '@clinic/forms/text-field';
import { useSendState } from '@clinic/forms/use-send-state';
import { useValibotForm } from '@clinic/forms/use-valibot-form';
import { CLOSED_ORDER_DIALOG, orderDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';
import { sendMail } from '../api/send-mail.ts';
import { BookingForm } from '../common/booking-form.tsx';
import { BookingWidgetSlot } from './booking-widget.tsx';

/** Order (make an appointment): firstName, phone, optional goal, and the note from dialog state. */
export function OrderDialog() {
  const [dialog, setDialog] = useAtom(orderDialogAtom);
  const form = useValibotForm(OrderFormSchema, { firstName: '', phone: '', goal: '' });
  const { status, send, reset } = useSendState();
  const { errors, isValid } = form.formState;

  const close = () => {
    setDialog(CLOSED_ORDER_DIALOG);
    if (status !== 'sending') reset();
  };

  return (
    <Dialog open={dialog.isOpen} onClose={close} title={<FormattedMessage id="booking.order.title" />} className="booking-dialog">
      {dialog.note ? <p className="booking-dialog__context">{dialog.note}</p> : null}
      <BookingWidgetSlot />
      <BookingForm
        name="order"
        status={status}
        result="order"
        valid={isValid}
        onSubmit={(event, website) =>
          void form.handleSubmit(async (fields) => {
            const ok = await send(() => sendMail({ config: 'order', page: window.location.href, fields: { ...fields, note: dialog.note }, website }));
            if (ok) form.reset();
          })(event)
        }
      >
        <TextField registration={form.register('firstName')} label="booking.field.firstName" error={errors.firstName?.message} autoComplete="given-name" required />
        <MaskedField control={form.control} name="phone" mask={PHONE.mask} label="booking.field.phone" autoComplete="tel" placeholder="booking.placeholder.phone" type="tel" inputMode="tel" required />
        <TextField registration={form.register('goal')} label="booking.field.goal" error={errors.goal?.message} autoComplete="off" />
      </BookingForm>
    </Dialog>
  );
}
