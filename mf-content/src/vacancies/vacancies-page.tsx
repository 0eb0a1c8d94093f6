import { useIntl } from 'react-intl';
import { PageHeading } from '../common/page-heading.tsx';
import { VacanciesSection } from './vacancies-section.tsx';
import '../common/content.css';

export default function VacanciesPage() {
  const intl = useIntl();
  return (
    <div className="content-page">
      <PageHeading
        title={intl.formatMessage({ id: 'content.vacancies.title' })}
        lead={intl.formatMessage({ id: 'content.vacancies.lead' })}
      />
      <VacanciesSection />
    </div>
  );
}
