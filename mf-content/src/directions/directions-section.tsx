import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { HOME_DIRECTIONS_SHOWN } from '@clinic/contracts/constants';
import { buildPath } from '@clinic/contracts/routes';
import { directionsForLocaleAtom } from '@clinic/state/directions';
import { useLocale } from '@clinic/i18n/use-locale';
import { DirectionCard } from './direction-card.tsx';
import './directions-section.css';

function DirectionsGrid({ showAll }: { showAll: boolean }) {
  const locale = useLocale();
  const directions = useAtomValue(directionsForLocaleAtom);
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
        <Link className="ui-button ui-button--secondary directions-section__all" to={buildPath('posluhy', locale)}>
          <FormattedMessage id="home.directions.all" />
        </Link>
      )}
    </>
  );
}

/** Spec §2: a title and a grid of direction cards; 9 unless show-all; the grid is hidden while loading. */
export function DirectionsSection({ showAll = false }: { showAll?: boolean }) {
  return (
    <section className="directions-section" aria-labelledby="directions-title">
      <h2 id="directions-title">
        <FormattedMessage id="home.directions.title" />
      </h2>
      <Suspense fallback={<div className="directions-grid directions-grid--loading" aria-busy="true" />}>
        <DirectionsGrid showAll={showAll} />
      </Suspense>
    </section>
  );
}
