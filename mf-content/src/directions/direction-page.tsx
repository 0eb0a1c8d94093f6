import { Link } from 'react-router-dom';
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
import { SectionHead } from '../common/section-head.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { DiseaseCarousel } from '../diseases/disease-carousel.tsx';
import { DoctorCard } from '../doctors/doctor-card.tsx';
import { ReviewsCarousel } from '../home/reviews-carousel.tsx';
import { PricesList } from '../prices/prices-list.tsx';
import { ServiceCard } from './service-card.tsx';
import { useFormLinks } from '../common/form-links.ts';
import '../common/content.css';

function DirectionDoctors({ direction }: { direction: string }) {
  const { list } = useContent('doctors', { direction_slug: direction, page: 1 });
  if (list.length === 0) return null;
  return (
    <CardsGrid items={list} itemKey={(doctor) => doctor.slug} render={(doctor) => <DoctorCard doctor={doctor} />} />
  );
}

function Direction({ slug, subSlug }: { slug: string; subSlug?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const links = useFormLinks();
  const subject = usePageSubject('direction-subdirection', { direction: slug, subdirection: subSlug });
  if (!subject) throw pageNotFound();
  const { direction, sub } = subject;
  const shown = sub ?? direction;
  const directionPath = buildPath('direction-subdirection', locale, { direction: direction.slug });
  const crumbs = [
    { label: intl.formatMessage({ id: 'content.services.title' }), to: buildPath('posluhy', locale) },
    ...(sub ? [{ label: direction.name, to: directionPath }] : []),
    { label: shown.name },
  ];
  return (
    <div className="content-page">
      <PageHeading title={shown.name} crumbs={crumbs} />
      <DetailHero image={shown.image_card} picture={shown.picture}>
        <p className="content-lead">{shown.description}</p>
        <div className="content-actions">
          <DialogLink {...links.order(intl.formatMessage({ id: 'content.order.serviceNote' }, { name: shown.name }))}>
            <FormattedMessage id="content.book" />
          </DialogLink>
          <DialogLink variant="secondary" {...links.review('direction', shown.slug)}>
            <FormattedMessage id="home.reviews.leave" />
          </DialogLink>
        </div>
        <p>
          <Link to={buildPath('prices-slug', locale, { slug: shown.slug })}>
            <FormattedMessage id="content.prices.all" />
          </Link>
        </p>
      </DetailHero>
      {!sub && direction.sub_directions.length > 0 && (
        <section className="content-section">
          <h2>
            <FormattedMessage id="content.direction.subdirections" />
          </h2>
          <CardsGrid
            items={direction.sub_directions}
            itemKey={(item) => item.slug}
            render={(item) => (
              <ServiceCard
                service={item}
                to={buildPath('direction-subdirection', locale, { direction: direction.slug, subdirection: item.slug })}
              />
            )}
          />
        </section>
      )}
      <PricesList title={intl.formatMessage({ id: 'content.prices.of' }, { name: shown.name })} items={shown.prices} />
      <section className="content-section">
        <SectionHead titleId="content.doctors.title">
          <Link to={buildPath('likari-slug', locale, { slug: direction.slug })}>
            <FormattedMessage id="content.doctors.all" />
          </Link>
        </SectionHead>
        <DataBoundary empty={null}>
          <DirectionDoctors direction={direction.slug} />
        </DataBoundary>
      </section>
      <DiseaseCarousel direction={direction.slug} />
      <ReviewsCarousel relationType="direction" relationSlug={shown.slug} />
    </div>
  );
}

/** The catch-all /{direction}/{subdirection?}: a direction, or one of its sub-directions. */
export default function DirectionPage() {
  const { direction, subdirection } = useRouteParams<'direction-subdirection'>();
  return (
    <DataBoundary>
      <Direction slug={direction} subSlug={subdirection} />
    </DataBoundary>
  );
}
