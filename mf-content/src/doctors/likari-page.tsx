import { use } from 'react';
import { useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { directionsForLocaleAtom } from '@clinic/state/directions';
import { doctorAtom } from '@clinic/state/doctors';
import { useLocale } from '@clinic/i18n/use-locale';
import { DataBoundary } from '../common/data-boundary.tsx';
import { findDirection } from '../directions/find-direction.ts';
import { DoctorDetails } from './doctor-details.tsx';
import { DoctorsList } from './doctors-list.tsx';

function DoctorBySlug({ slug }: { slug: string }) {
  const doctor = use(useAtomValue(doctorAtom)(useLocale(), { slug }));
  if (!doctor) throw pageNotFound();
  return <DoctorDetails doctor={doctor} />;
}

/** /likari/{slug?}: all doctors, a direction's doctors, or one doctor (direction and doctor slugs never clash). */
function Likari({ slug }: { slug?: string }) {
  const directions = useAtomValue(directionsForLocaleAtom);
  if (slug === undefined) return <DoctorsList />;
  const found = findDirection(directions, slug);
  if (found) return <DoctorsList found={found} />;
  return <DoctorBySlug slug={slug} />;
}

export default function LikariPage() {
  const { slug } = useParams();
  return (
    <DataBoundary>
      <Likari slug={slug} />
    </DataBoundary>
  );
}
