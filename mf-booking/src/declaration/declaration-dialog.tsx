import { useAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { BIRTHDAY, PHONE } from '@clinic/contracts/constants';
import { DeclarationFormSchema } from '@clinic/forms/declaration-form';
import { MaskedField } from '@clinic/forms/masked-field';
import { TextField } from '@clinic/forms/text-field';
import { useSendState } from '@clinic/forms/use-send-state';
import { useValibotForm } from '@clinic/forms/use-valibot-form';
import { CLOSED_DECLARATION_DIALOG, declarationDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';
import { sendMail } from '../api/send-mail.ts';
import { BookingForm } from '../common/booking-form.tsx';

/** Declaration request: full name (pib), phone and birthday. */
export function DeclarationDialog() {
  const [dialog, setDialog] = useAtom(declarationDialogAtom);
  const form = useValibotForm(DeclarationFormSchema, { pib: '', phone: '', birthday: '' });
  const { status, send, reset } = useSendState();
  const { errors, isValid } = form.formState;

  const close = () => {
    setDialog(CLOSED_DECLARATION_DIALOG);
    if (status !== 'sending') reset();
  };

  return (
    <Dialog open={dialog.isOpen} onClose={close} title={<FormattedMessage id="booking.declaration.title" />} className="booking-dialog">
      <BookingForm
        name="declaration"
        status={status}
        result="common"
        valid={isValid}
        onSubmit={(event, website) =>
          void form.handleSubmit(async (fields) => {
            const ok = await send(() => sendMail({ config: 'declaration', page: window.location.href, fields, website }));
            if (ok) form.reset();
          })(event)
        }
      >
        <TextField registration={form.register('pib')} label="booking.field.pib" error={errors.pib?.message} autoComplete="name" required />
        <MaskedField control={form.control} name="phone" mask={PHONE.mask} label="booking.field.phone" autoComplete="tel" placeholder="booking.placeholder.phone" type="tel" inputMode="tel" required />
        <MaskedField control={form.control} name="birthday" mask={BIRTHDAY.mask} label="booking.field.birthday" autoComplete="bday" placeholder="booking.placeholder.birthday" type="text" inputMode="numeric" required />
      </BookingForm>
    </Dialog>
  );
}
