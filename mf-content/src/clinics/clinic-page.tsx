import { FormattedMessage, useIntl } from 'react-intl';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent, usePageSubject } from '@clinic/state/use-content';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useRouteParams } from '../common/use-route-params.ts';
import { CardsGrid } from '../common/cards-grid.tsx';
import { DetailHero } from '../common/detail-hero.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { DirectionCard } from '../directions/direction-card.tsx';
import { DoctorCard } from '../doctors/doctor-card.tsx';
import { ReviewsCarousel } from '../home/reviews-carousel.tsx';
import { ClinicsMap } from './clinics-map.tsx';
import { DeclarationButton } from './declaration-button.tsx';
import { ClinicContactList } from './clinic-contact-list.tsx';
import { useFormLinks } from '../common/form-links.ts';
import '../common/content.css';
import '../directions/directions-section.css';

function ClinicDirections({ clinic }: { clinic: string }) {
  const directions = useContent('directions', {}).filter((direction) => direction.clinics.includes(clinic));
  return (
    <ul className="directions-grid">
      {directions.map((direction) => (
        <li key={direction.slug}>
          <DirectionCard direction={direction} />
        </li>
      ))}
    </ul>
  );
}

function ClinicDoctors({ clinic }: { clinic: string }) {
  const { list } = useContent('doctors', { clinic_slug: clinic, page: 1 });
  return (
    <CardsGrid items={list} itemKey={(doctor) => doctor.slug} render={(doctor) => <DoctorCard doctor={doctor} />} />
  );
}

function ClinicDetails({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const links = useFormLinks();
  const clinic = usePageSubject('clinics-slug', { slug });
  if (!clinic) throw pageNotFound();
  return (
    <div className="content-page">
      <PageHeading
        title={clinic.name}
        crumbs={[
          { label: intl.formatMessage({ id: 'content.clinics.title' }), to: buildPath('clinics', locale) },
          { label: clinic.name },
        ]}
      />
      <DetailHero image={clinic.image} picture={clinic.picture}>
        <p className="content-lead">{clinic.description}</p>
        <ClinicContactList clinic={clinic} />
        <div className="content-actions">
          <DialogLink {...links.order(intl.formatMessage({ id: 'content.order.clinicNote' }, { name: clinic.name }))}>
            <FormattedMessage id="content.book" />
          </DialogLink>
          <DeclarationButton />
        </div>
      </DetailHero>
      <ClinicsMap clinics={[clinic]} />
      <section className="content-section">
        <h2>
          <FormattedMessage id="content.clinic.directions" />
        </h2>
        <DataBoundary>
          <ClinicDirections clinic={clinic.slug} />
        </DataBoundary>
      </section>
      <section className="content-section">
        <h2>
          <FormattedMessage id="content.doctors.title" />
        </h2>
        <DataBoundary>
          <ClinicDoctors clinic={clinic.slug} />
        </DataBoundary>
      </section>
      <ReviewsCarousel relationType="clinic" relationSlug={clinic.slug} />
    </div>
  );
}

export default function ClinicPage() {
  const { slug } = useRouteParams<'clinics-slug'>();
  return (
    <DataBoundary>
      <ClinicDetails slug={slug} />
    </DataBoundary>
  );
}
