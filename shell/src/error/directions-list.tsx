import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '@clinic/i18n/use-locale';
import { buildPath } from '@clinic/contracts/routes';
import { useContent } from '@clinic/state/use-content';
import { ErrorBoundary } from './error-boundary.tsx';

function DirectionLinks() {
  const locale = useLocale();
  const directions = useContent('directions', {});
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
        <DirectionLinks />
      </Suspense>
    </ErrorBoundary>
  );
}
