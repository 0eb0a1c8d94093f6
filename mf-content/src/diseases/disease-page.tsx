import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent, usePageSubject } from '@clinic/state/use-content';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useRouteParams } from '../common/use-route-params.ts';
import { ArticleBody } from '../common/article-body.tsx';
import { ContentImage } from '../common/content-image.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { HealthWarning } from '../common/health-warning.tsx';
import { MedicalReview } from '../common/medical-review.tsx';
import { DoctorRefs } from '../common/doctor-refs.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { useFormLinks } from '../common/form-links.ts';
import '../common/content.css';

function TreatingDirections({ slugs }: { slugs: readonly string[] }) {
  const locale = useLocale();
  const directions = useContent('directions', {}).filter((direction) => slugs.includes(direction.slug));
  if (directions.length === 0) return null;
  return (
    <section className="content-section">
      <h2>
        <FormattedMessage id="content.disease.directions" />
      </h2>
      <div className="category-filter">
        {directions.map((direction) => (
          <Link
            key={direction.slug}
            className="category-filter__chip"
            to={buildPath('direction-subdirection', locale, { direction: direction.slug })}
          >
            {direction.name}
          </Link>
        ))}
      </div>
    </section>
  );
}

function Disease({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const links = useFormLinks();
  const disease = usePageSubject('zahvoryuvannya-disease', { disease: slug });
  if (!disease) throw pageNotFound();
  return (
    <article className="content-page">
      <PageHeading
        title={disease.name}
        crumbs={[
          { label: intl.formatMessage({ id: 'content.diseases.title' }), to: buildPath('zahvoryuvannya', locale) },
          { label: disease.name },
        ]}
        lead={disease.excerpt}
      />
      <HealthWarning />
      <ContentImage
        className="detail-hero__image article-image"
        src={disease.image}
        picture={disease.picture}
        priority
      />
      <MedicalReview reviewer={disease.reviewed_by} date={disease.last_reviewed} />
      <ArticleBody blocks={disease.body} />
      {disease.doctors && disease.doctors.length > 0 && (
        <section className="content-section">
          <h2>
            <FormattedMessage id="content.disease.doctors" />
          </h2>
          <DoctorRefs doctors={disease.doctors} />
        </section>
      )}
      <div className="content-actions">
        <DialogLink {...links.order(intl.formatMessage({ id: 'content.order.diseaseNote' }, { name: disease.name }))}>
          <FormattedMessage id="content.book" />
        </DialogLink>
      </div>
      <DataBoundary loading={null} empty={null}>
        <TreatingDirections slugs={disease.directions} />
      </DataBoundary>
    </article>
  );
}

export default function DiseasePage() {
  const { disease } = useRouteParams<'zahvoryuvannya-disease'>();
  return (
    <DataBoundary>
      <Disease slug={disease} />
    </DataBoundary>
  );
}
