import { VACANCY_FORM, VacancyFormSchema } from '@clinic/forms/vacancy-form';
import { vacancyDialogAtom } from '@clinic/state/dialogs';
import { readDataUrl } from '../api/read-data-url.ts';
import { sendMail } from '../api/send-mail.ts';
import { BookingDialog } from '../common/booking-dialog.tsx';

/** Vacancy application ("fill the form to join us"): the described fields, the CV read into a data URL, and the vacancy from the button. */
export function VacancyDialog() {
  return (
    <BookingDialog
      name="vacancy"
      fields={VACANCY_FORM}
      schema={VacancyFormSchema}
      atom={vacancyDialogAtom}
      context={({ vacancyName }) => vacancyName}
      deliver={async ({ cv, ...fields }, { vacancyName }, website) => {
        const dataUrl = await readDataUrl(cv as File);
        return sendMail({
          config: 'vacancies',
          page: window.location.href,
          fields: { ...fields, vacancyName, cv: { filename: cv.name, dataUrl } },
          website,
        });
      }}
      // Unlike the other dialogs, the application starts over when closed: the form and the CV picker empty.
      clearOnClose
    />
  );
}
