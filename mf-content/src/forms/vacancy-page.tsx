import { useSearchParams } from 'react-router-dom';
import { FORM_CONTEXT_QUERY } from '@clinic/contracts/form-page';
import { VACANCY_FORM } from '@clinic/forms/vacancy-form';
import { FormPageLayout } from './form-page-layout.tsx';
import { PlainForm } from './plain-form.tsx';

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
        fields={VACANCY_FORM}
      />
    </FormPageLayout>
  );
}
