import { useRef } from 'react';
import { useAtom } from 'jotai';
import { Controller } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { PHONE } from '@clinic/contracts/constants';
import { FileField, type FileFieldHandle } from '@clinic/forms/file-field';
import { MaskedField } from '@clinic/forms/masked-field';
import { CV, MESSAGE } from '@clinic/forms/rules';
import { TextField } from '@clinic/forms/text-field';
import { useSendState } from '@clinic/forms/use-send-state';
import { useValibotForm } from '@clinic/forms/use-valibot-form';
import { VacancyFormSchema } from '@clinic/forms/vacancy-form';
import { CLOSED_VACANCY_DIALOG, vacancyDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';
import { readDataUrl } from '../api/read-data-url.ts';
import { sendMail } from '../api/send-mail.ts';
import { BookingForm } from '../common/booking-form.tsx';

const EMPTY = { firstName: '', email: '', phone: '', comment: '', cv: undefined };

/** Vacancy application ("fill the form to join us"): name, optional e-mail, phone, optional comment, CV. */
export function VacancyDialog() {
  const [dialog, setDialog] = useAtom(vacancyDialogAtom);
  const form = useValibotForm(VacancyFormSchema, EMPTY);
  const { status, send, reset } = useSendState();
  const { errors, isValid } = form.formState;
  const cvPicker = useRef<FileFieldHandle>(null);

  const clear = () => {
    form.reset(EMPTY);
    cvPicker.current?.clear();
  };

  // Closing resets the dialog to closed with no vacancy name.
  const close = () => {
    setDialog(CLOSED_VACANCY_DIALOG);
    if (status !== 'sending') {
      reset();
      clear();
    }
  };

  return (
    <Dialog open={dialog.isOpen} onClose={close} title={<FormattedMessage id="booking.vacancy.title" />} className="booking-dialog">
      {dialog.vacancyName ? <p className="booking-dialog__context">{dialog.vacancyName}</p> : null}
      <BookingForm
        name="vacancy"
        status={status}
        result="vacancy"
        valid={isValid}
        onSubmit={(event, website) =>
          void form.handleSubmit(async ({ cv, ...fields }) => {
            const ok = await send(async () => {
              const dataUrl = await readDataUrl(cv as File);
              return sendMail({ config: 'vacancies', page: window.location.href, fields: { ...fields, vacancyName: dialog.vacancyName, cv: { filename: cv.name, dataUrl } }, website });
            });
            if (ok) clear();
          })(event)
        }
      >
        <TextField registration={form.register('firstName')} label="booking.field.firstName" error={errors.firstName?.message} autoComplete="given-name" required />
        <TextField registration={form.register('email')} label="booking.field.email" error={errors.email?.message} autoComplete="email" type="email" />
        <MaskedField control={form.control} name="phone" mask={PHONE.mask} label="booking.field.phone" autoComplete="tel" placeholder="booking.placeholder.phone" type="tel" inputMode="tel" required />
        <TextField registration={form.register('comment')} label="booking.field.comment" error={errors.comment?.message} autoComplete="off" multiline />
        <Controller
          control={form.control}
          name="cv"
          render={({ field, fieldState }) => (
            <FileField
              ref={cvPicker}
              name={field.name}
              label="booking.field.cv"
              hint={MESSAGE.cvType}
              accept={CV.accept}
              value={field.value}
              error={fieldState.error?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
            />
          )}
        />
      </BookingForm>
    </Dialog>
  );
}
