import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { directionsForLocaleAtom } from '@clinic/state/directions';
import { useLocale } from '@clinic/i18n/use-locale';
import { buildPath } from '@clinic/contracts/routes';
import { ErrorBoundary } from './error-boundary.tsx';

function Directions() {
  const locale = useLocale();
  const directions = useAtomValue(directionsForLocaleAtom);
  return (
    <ul className="error-page__directions">
      {directions.map((direction) => (
        <li key={direction.slug}>
          <Link to={buildPath('direction-subdirection', locale, { direction: direction.slug })}>{direction.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The directions list on the error page; if it cannot load, the page still stands. */
export function DirectionsList() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Directions />
      </Suspense>
    </ErrorBoundary>
  );
}
