import { DECLARATION_FORM, DeclarationFormSchema } from '@clinic/forms/declaration-form';
import { declarationDialogAtom } from '@clinic/state/dialogs';
import { sendMail } from '../api/send-mail.ts';
import { BookingDialog } from '../common/booking-dialog.tsx';

/** Declaration request: the described fields as they are, nothing carried from the button. */
export function DeclarationDialog() {
  return (
    <BookingDialog
      name="declaration"
      fields={DECLARATION_FORM}
      schema={DeclarationFormSchema}
      atom={declarationDialogAtom}
      deliver={(fields, _dialog, website) =>
        sendMail({ config: 'declaration', page: window.location.href, fields, website })
      }
    />
  );
}
