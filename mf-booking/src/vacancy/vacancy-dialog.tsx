import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FileField, type FileFieldHandle } from '@clinic/forms/file-field';
import { MaskedField } from '@clinic/forms/masked-field';
import { CV, emailAdvice } from '@clinic/forms/rules';
import { TextField } from '@clinic/forms/text-field';
import { VacancyFormSchema } from '@clinic/forms/vacancy-form';
import { CLOSED_VACANCY_DIALOG, vacancyDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';
import { PHONE_FIELD } from '../common/phone-field.ts';
import { readDataUrl } from '../api/read-data-url.ts';
import { sendMail } from '../api/send-mail.ts';
import { BookingForm } from '../common/booking-form.tsx';
import { useBookingDialog } from '../common/use-booking-dialog.ts';

/** Vacancy application ("fill the form to join us"): name, optional e-mail, phone, optional comment, CV. */
export function VacancyDialog() {
  const cvPicker = useRef<FileFieldHandle>(null);
  const { dialog, form, errors, dialogProps, formProps } = useBookingDialog({
    atom: vacancyDialogAtom,
    closed: CLOSED_VACANCY_DIALOG,
    schema: VacancyFormSchema,
    empty: { firstName: '', email: '', phone: '', comment: '', cv: undefined },
    deliver: async ({ cv, ...fields }, { vacancyName }, website) => {
      const dataUrl = await readDataUrl(cv as File);
      return sendMail({
        config: 'vacancies',
        page: window.location.href,
        fields: { ...fields, vacancyName, cv: { filename: cv.name, dataUrl } },
        website,
      });
    },
    // Unlike the other dialogs, the application starts over when closed: the form and the CV picker empty.
    clearOnClose: true,
    onClear: () => cvPicker.current?.clear(),
  });

  // A filled e-mail that is no address is pointed out once the field is left, but the form sends it as typed.
  const emailMessage = form.formState.touchedFields.email ? emailAdvice(form.watch('email')) : undefined;

  return (
    <Dialog {...dialogProps} title={<FormattedMessage id="booking.vacancy.title" />} className="booking-dialog">
      {dialog.vacancyName ? <p className="booking-dialog__context">{dialog.vacancyName}</p> : null}
      <BookingForm name="vacancy" result="vacancy" {...formProps}>
        <TextField
          registration={form.register('firstName')}
          label="booking.field.firstName"
          error={errors.firstName?.message}
          autoComplete="given-name"
          required
        />
        <TextField
          registration={form.register('email')}
          label="booking.field.email"
          error={errors.email?.message ?? emailMessage}
          autoComplete="email"
          type="email"
        />
        <MaskedField control={form.control} {...PHONE_FIELD} />
        <TextField
          registration={form.register('comment')}
          label="booking.field.comment"
          error={errors.comment?.message}
          autoComplete="off"
          multiline
        />
        <Controller
          control={form.control}
          name="cv"
          render={({ field, fieldState }) => (
            <FileField
              ref={cvPicker}
              name={field.name}
              label="booking.field.cv"
              hint={CV.hint}
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
