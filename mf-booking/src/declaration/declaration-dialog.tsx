import { FormattedMessage } from 'react-intl';
import { BIRTHDAY } from '@clinic/contracts/constants';
import { DeclarationFormSchema } from '@clinic/forms/declaration-form';
import { MaskedField } from '@clinic/forms/masked-field';
import { TextField } from '@clinic/forms/text-field';
import { CLOSED_DECLARATION_DIALOG, declarationDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';
import { PHONE_FIELD } from '../common/phone-field.ts';
import { sendMail } from '../api/send-mail.ts';
import { BookingForm } from '../common/booking-form.tsx';
import { useBookingDialog } from '../common/use-booking-dialog.ts';

/** Declaration request: full name (pib), phone and birthday. */
export function DeclarationDialog() {
  const { form, errors, dialogProps, formProps } = useBookingDialog({
    atom: declarationDialogAtom,
    closed: CLOSED_DECLARATION_DIALOG,
    schema: DeclarationFormSchema,
    empty: { pib: '', phone: '', birthday: '' },
    deliver: (fields, _dialog, website) =>
      sendMail({ config: 'declaration', page: window.location.href, fields, website }),
  });

  return (
    <Dialog {...dialogProps} title={<FormattedMessage id="booking.declaration.title" />} className="booking-dialog">
      <BookingForm name="declaration" result="common" {...formProps}>
        <TextField
          registration={form.register('pib')}
          label="booking.field.pib"
          error={errors.pib?.message}
          autoComplete="name"
          required
        />
        <MaskedField control={form.control} {...PHONE_FIELD} />
        <MaskedField
          control={form.control}
          name="birthday"
          mask={BIRTHDAY.mask}
          label="booking.field.birthday"
          autoComplete="bday"
          placeholder="booking.placeholder.birthday"
          type="text"
          inputMode="numeric"
          required
        />
      </BookingForm>
    </Dialog>
  );
}
