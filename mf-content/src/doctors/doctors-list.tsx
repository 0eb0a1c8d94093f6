import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent, useContentReader } from '@clinic/state/use-content';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { PagedList } from '../common/paged-list.tsx';
import type { FoundDirection } from '@clinic/contracts/content/find-direction';
import { DoctorCard } from './doctor-card.tsx';
import '../common/content.css';

function DirectionLinks({ active }: { active?: string }) {
  const locale = useLocale();
  const intl = useIntl();
  const directions = useContent('directions', {});
  return (
    <nav className="category-filter" aria-label={intl.formatMessage({ id: 'content.categories.label' })}>
      <Link className="category-filter__chip" to={buildPath('likari-slug', locale)} aria-current={!active ? 'true' : undefined}>
        {intl.formatMessage({ id: 'content.categories.all' })}
      </Link>
      {directions.map((direction) => (
        <Link
          key={direction.slug}
          className="category-filter__chip"
          to={buildPath('likari-slug', locale, { slug: direction.slug })}
          aria-current={active === direction.slug ? 'true' : undefined}
        >
          {direction.name}
        </Link>
      ))}
    </nav>
  );
}

/** Doctors, all or of one direction; a sub-direction's doctors are its parent direction's. */
export function DoctorsList({ found }: { found?: FoundDirection }) {
  const intl = useIntl();
  const locale = useLocale();
  const content = useContentReader();
  const title = intl.formatMessage({ id: 'content.doctors.title' });
  const name = (found?.sub ?? found?.direction)?.name;
  const directionSlug = found?.direction.slug;
  return (
    <div className="content-page">
      <PageHeading
        title={name ? intl.formatMessage({ id: 'content.doctors.of' }, { name }) : title}
        crumbs={name ? [{ label: title, to: buildPath('likari-slug', locale) }, { label: name }] : [{ label: title }]}
        lead={intl.formatMessage({ id: 'content.doctors.lead' })}
      />
      <DataBoundary loading={null} empty={null}>
        <DirectionLinks active={directionSlug} />
      </DataBoundary>
      <DataBoundary>
        <PagedList
          key={directionSlug ?? ''}
          label={title}
          load={(page) => content.read('doctors', { page, direction_slug: directionSlug })}
          itemKey={(doctor) => doctor.slug}
          render={(doctor) => <DoctorCard doctor={doctor} />}
        />
      </DataBoundary>
    </div>
  );
}
