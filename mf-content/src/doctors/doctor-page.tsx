import { pageNotFound } from '@clinic/contracts/remote-modules';
import { useContent, useContentBySlug } from '@clinic/state/use-content';
import { useRouteParams } from '../common/use-route-params.ts';
import { DataBoundary } from '../common/data-boundary.tsx';
import { findDirection } from '@clinic/contracts/content/find-direction';
import { DoctorDetails } from './doctor-details.tsx';
import { DoctorsList } from './doctors-list.tsx';

function DirectionDoctor({ direction, doctor: slug }: { direction: string; doctor: string }) {
  const doctor = useContentBySlug('doctors', slug, { direction_slug: direction });
  if (!doctor) throw pageNotFound();
  return <DoctorDetails doctor={doctor} />;
}

/** /likari/{direction}/{doctor}: the doctor, who must practise in that direction. */
function DoctorPageBody({ direction, doctor }: { direction?: string; doctor?: string }) {
  const found = findDirection(useContent('directions', {}), direction);
  if (direction !== undefined && !found) throw pageNotFound();
  if (!found || doctor === undefined) return <DoctorsList found={found} />;
  return <DirectionDoctor direction={direction!} doctor={doctor} />;
}

export default function DoctorPage() {
  const { direction, doctor } = useRouteParams<'likari-direction-doctor'>();
  return (
    <DataBoundary>
      <DoctorPageBody direction={direction} doctor={doctor} />
    </DataBoundary>
  );
}
