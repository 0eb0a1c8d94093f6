import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent } from '@clinic/state/use-content';
import { CardsGrid } from '../common/cards-grid.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { ServiceCard } from '../directions/service-card.tsx';
import '../common/content.css';
import './services-page.css';

function AllDirections() {
  const locale = useLocale();
  const intl = useIntl();
  const directions = useContent('directions', {});
  return (
    <CardsGrid
      label={intl.formatMessage({ id: 'content.services.title' })}
      items={directions}
      itemKey={(direction) => direction.slug}
      render={(direction) => (
        <div className="service-group">
          <ServiceCard
            service={direction}
            to={buildPath('direction-subdirection', locale, { direction: direction.slug })}
          />
          {direction.sub_directions.length > 0 && (
            <ul className="service-group__subs">
              {direction.sub_directions.map((sub) => (
                <li key={sub.slug}>
                  <Link
                    to={buildPath('direction-subdirection', locale, {
                      direction: direction.slug,
                      subdirection: sub.slug,
                    })}
                  >
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    />
  );
}

/** Services: every direction with its sub-directions. */
export default function ServicesPage() {
  const intl = useIntl();
  return (
    <div className="content-page">
      <PageHeading
        title={intl.formatMessage({ id: 'content.services.title' })}
        lead={intl.formatMessage({ id: 'content.services.lead' })}
      />
      <DataBoundary>
        <AllDirections />
      </DataBoundary>
    </div>
  );
}
