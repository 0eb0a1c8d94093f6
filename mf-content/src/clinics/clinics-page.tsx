import { useIntl } from 'react-intl';
import { Breadcrumbs } from '../common/breadcrumbs.tsx';
import { ClinicsSection } from './clinics-section.tsx';
import '../common/content.css';

export default function ClinicsPage() {
  const intl = useIntl();
  return (
    <div className="content-page">
      <Breadcrumbs items={[{ label: intl.formatMessage({ id: 'content.clinics.title' }) }]} />
      <ClinicsSection headingLevel={1} />
    </div>
  );
}
