import { pageNotFound } from '@clinic/contracts/remote-modules';
import { useContent, useContentBySlug } from '@clinic/state/use-content';
import { useRouteParams } from '../common/use-route-params.ts';
import { DataBoundary } from '../common/data-boundary.tsx';
import { findDirection } from '@clinic/contracts/content/find-direction';
import { DoctorDetails } from './doctor-details.tsx';
import { DoctorsList } from './doctors-list.tsx';

function DoctorBySlug({ slug }: { slug: string }) {
  const doctor = useContentBySlug('doctors', slug);
  if (!doctor) throw pageNotFound();
  return <DoctorDetails doctor={doctor} />;
}

/** /likari/{slug?}: all doctors, a direction's doctors, or one doctor (direction and doctor slugs never clash). */
function DoctorsPageBody({ slug }: { slug?: string }) {
  const directions = useContent('directions', {});
  if (slug === undefined) return <DoctorsList />;
  const found = findDirection(directions, slug);
  if (found) return <DoctorsList found={found} />;
  return <DoctorBySlug slug={slug} />;
}

export default function DoctorsPage() {
  const { slug } = useRouteParams<'likari-slug'>();
  return (
    <DataBoundary>
      <DoctorsPageBody slug={slug} />
    </DataBoundary>
  );
}
