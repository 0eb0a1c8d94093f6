import { pageNotFound } from '@clinic/contracts/remote-modules';
import { usePageSubject } from '@clinic/state/use-content';
import { useRouteParams } from '../common/use-route-params.ts';
import { DataBoundary } from '../common/data-boundary.tsx';
import { DoctorDetails } from './doctor-details.tsx';
import { DoctorsList } from './doctors-list.tsx';

/** /likari/{slug?}: all doctors, a direction's doctors, or one doctor (direction and doctor slugs never clash). */
function DoctorsPageBody({ slug }: { slug?: string }) {
  const subject = usePageSubject('likari-slug', { slug });
  if (!subject) throw pageNotFound();
  return subject.doctor ? <DoctorDetails doctor={subject.doctor} /> : <DoctorsList found={subject.found} />;
}

export default function DoctorsPage() {
  const { slug } = useRouteParams<'likari-slug'>();
  return (
    <DataBoundary>
      <DoctorsPageBody slug={slug} />
    </DataBoundary>
  );
}
