import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '@clinic/i18n/use-locale';
import { buildPath } from '@clinic/contracts/routes';
import { useContent } from '@clinic/state/use-content';
import { ErrorBoundary } from './error-boundary.tsx';

function DirectionLinks() {
  const locale = useLocale();
  const directions = useContent('directions', {});
  if (directions.length === 0) return <SectionLinks />;
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

/** The site's sections, which need no content to be named: where to go on when the directions cannot be read. */
const SECTIONS = [
  ['posluhy', 'content.services.title'],
  ['likari-slug', 'content.doctors.title'],
  ['prices-slug', 'content.prices.title'],
  ['clinics', 'content.clinics.title'],
  ['contacts', 'content.contacts.title'],
] as const;

function SectionLinks() {
  const locale = useLocale();
  return (
    <ul className="error-page__directions">
      {SECTIONS.map(([route, title]) => (
        <li key={route}>
          <Link to={buildPath(route, locale)}>
            <FormattedMessage id={title} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The directions list on the error page. If they cannot be read (the content is down, which is often why
 * this page shows), the site's sections stand in, so the question above the list is never left unanswered.
 */
export function DirectionsList() {
  return (
    <ErrorBoundary fallback={<SectionLinks />}>
      <Suspense fallback={null}>
        <DirectionLinks />
      </Suspense>
    </ErrorBoundary>
  );
}
