import { useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent, useContentReader } from '@clinic/state/use-content';
import type { FoundDirection } from '@clinic/contracts/content/find-direction';
import { CategoryFilter } from '../common/category-filter.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { PagedList } from '../common/paged-list.tsx';
import { DoctorCard } from './doctor-card.tsx';
import '../common/content.css';

function DirectionFilter({ active }: { active?: string }) {
  const locale = useLocale();
  return (
    <CategoryFilter
      categories={useContent('directions', {})}
      active={active}
      hrefFor={(slug) => buildPath('likari-slug', locale, { slug })}
    />
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
        <DirectionFilter active={directionSlug} />
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
