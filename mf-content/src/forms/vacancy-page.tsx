import { useSearchParams } from 'react-router-dom';
import { FORM_CONTEXT_QUERY } from '@clinic/contracts/form-page';
import { CV } from '@clinic/forms/rules';
import { FormPageLayout } from './form-page-layout.tsx';
import { PlainForm } from './plain-form.tsx';
import { FIRST_NAME_FIELD, PHONE_FIELD } from './phone-field.ts';

/** Apply for a vacancy with a CV, on a page of its own; the address names the vacancy. */
export default function VacancyPage() {
  const [params] = useSearchParams();
  const vacancyName = params.get(FORM_CONTEXT_QUERY.vacancyName) ?? '';
  return (
    <FormPageLayout title="booking.vacancy.title">
      <PlainForm
        form="vacancy"
        config="vacancies"
        hidden={vacancyName ? { vacancyName } : {}}
        context={vacancyName ? <p className="content-lead">{vacancyName}</p> : null}
        fields={[
          FIRST_NAME_FIELD,
          { name: 'email', label: 'booking.field.email', kind: 'email', autoComplete: 'email', inputMode: 'email' },
          PHONE_FIELD,
          { name: 'comment', label: 'booking.field.comment', kind: 'textarea', autoComplete: 'off' },
          { name: 'cv', label: 'booking.field.cv', kind: 'file', required: true, accept: CV.accept, hint: CV.hint },
        ]}
      />
    </FormPageLayout>
  );
}
