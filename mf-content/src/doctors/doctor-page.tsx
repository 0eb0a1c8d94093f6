import { pageNotFound } from '@clinic/contracts/remote-modules';
import { usePageSubject } from '@clinic/state/use-content';
import { useRouteParams } from '../common/use-route-params.ts';
import { DataBoundary } from '../common/data-boundary.tsx';
import { DoctorDetails } from './doctor-details.tsx';
import { DoctorsList } from './doctors-list.tsx';

/** /likari/{direction}/{doctor}: the doctor, who must practise in that direction. */
function DoctorPageBody({ direction, doctor }: { direction?: string; doctor?: string }) {
  const subject = usePageSubject('likari-direction-doctor', { direction, doctor });
  if (!subject) throw pageNotFound();
  return subject.doctor ? <DoctorDetails doctor={subject.doctor} /> : <DoctorsList found={subject.found} />;
}

export default function DoctorPage() {
  const { direction, doctor } = useRouteParams<'likari-direction-doctor'>();
  return (
    <DataBoundary>
      <DoctorPageBody direction={direction} doctor={doctor} />
    </DataBoundary>
  );
}
