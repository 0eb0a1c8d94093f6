import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Loader } from '@clinic/ui/loader';
import type { Direction } from '@clinic/contracts/content/direction';
import { HOME_DIRECTIONS_SHOWN } from '@clinic/contracts/constants';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent } from '@clinic/state/use-content';
import { buttonClass } from '@clinic/ui/button';
import { DataBoundary } from '../common/data-boundary.tsx';
import { DirectionCard } from './direction-card.tsx';
import './directions-section.css';

/** 9 cards unless show-all; a button to /posluhy when the list is longer than what is shown. */
export function DirectionsGrid({ directions, showAll }: { directions: readonly Direction[]; showAll: boolean }) {
  const locale = useLocale();
  const shown = showAll ? directions : directions.slice(0, HOME_DIRECTIONS_SHOWN);
  return (
    <>
      <ul className="directions-grid" data-testid="directions-grid">
        {shown.map((direction) => (
          <li key={direction.slug}>
            <DirectionCard direction={direction} />
          </li>
        ))}
      </ul>
      {directions.length > shown.length && (
        <Link className={buttonClass('secondary', 'directions-section__all')} to={buildPath('posluhy', locale)}>
          <FormattedMessage id="home.directions.all" />
        </Link>
      )}
    </>
  );
}

function LoadedDirectionsGrid({ showAll }: { showAll: boolean }) {
  return <DirectionsGrid directions={useContent('directions', {})} showAll={showAll} />;
}

/** A title and a grid of direction cards; while they load, a loader in the grid's reserved place. */
export function DirectionsSection({ showAll = false }: { showAll?: boolean }) {
  return (
    <section className="content-section directions-section" aria-labelledby="directions-title">
      <h2 id="directions-title">
        <FormattedMessage id="home.directions.title" />
      </h2>
      <DataBoundary
        loading={
          <div className="directions-grid directions-grid--loading" aria-busy="true">
            <Loader />
          </div>
        }
      >
        <LoadedDirectionsGrid showAll={showAll} />
      </DataBoundary>
    </section>
  );
}
