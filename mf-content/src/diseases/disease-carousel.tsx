import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent } from '@clinic/state/use-content';
import { Carousel } from '../common/carousel.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { SectionHead } from '../common/section-head.tsx';
import { DiseaseCard } from './disease-card.tsx';

function DiseaseSlides({ direction }: { direction?: string }) {
  const intl = useIntl();
  const { list } = useContent('diseases', { page: 1 });
  const shown = direction ? list.filter((disease) => disease.directions.includes(direction)) : list;
  if (shown.length === 0) return null;
  return (
    <Carousel label={intl.formatMessage({ id: 'content.diseases.title' })}>
      {shown.map((disease) => (
        <DiseaseCard key={disease.slug} disease={disease} />
      ))}
    </Carousel>
  );
}

/** Diseases in a carousel; on a direction's page only those it treats. */
export function DiseaseCarousel({ direction }: { direction?: string }) {
  const locale = useLocale();
  return (
    <section className="content-section" aria-labelledby="disease-carousel-title">
      <SectionHead headingId="disease-carousel-title" titleId="content.diseases.title">
        <Link to={buildPath('zahvoryuvannya', locale)}>
          <FormattedMessage id="content.diseases.all" />
        </Link>
      </SectionHead>
      <DataBoundary>
        <DiseaseSlides direction={direction} />
      </DataBoundary>
    </section>
  );
}
