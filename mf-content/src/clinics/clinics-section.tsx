import { FormattedMessage } from 'react-intl';
import { useContent } from '@clinic/state/use-content';
import { CardsGrid } from '../common/cards-grid.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { ClinicCard } from './clinic-card.tsx';

function ClinicsGrid() {
  const clinics = useContent('clinics', {});
  return (
    <CardsGrid items={clinics} itemKey={(clinic) => clinic.slug} render={(clinic) => <ClinicCard clinic={clinic} />} />
  );
}

export function ClinicsSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="content-section" aria-labelledby="clinics-title">
      <Heading id="clinics-title">
        <FormattedMessage id="content.clinics.title" />
      </Heading>
      <DataBoundary>
        <ClinicsGrid />
      </DataBoundary>
    </section>
  );
}
