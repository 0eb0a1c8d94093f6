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

function DirectionDoctor({ direction, doctor: slug }: { direction: string; doctor: string }) {
  const doctor = use(useAtomValue(doctorAtom)(useLocale(), { slug, direction }));
  if (!doctor) throw pageNotFound();
  return <DoctorDetails doctor={doctor} />;
}

/** /likari/{direction}/{doctor}: the doctor, who must practise in that direction. */
function Likari({ direction, doctor }: { direction?: string; doctor?: string }) {
  const found = findDirection(useAtomValue(directionsForLocaleAtom), direction);
  if (direction !== undefined && !found) throw pageNotFound();
  if (!found || doctor === undefined) return <DoctorsList found={found} />;
  return <DirectionDoctor direction={direction!} doctor={doctor} />;
}

export default function LikariDirectionDoctorPage() {
  const { direction, doctor } = useParams();
  return (
    <DataBoundary>
      <Likari direction={direction} doctor={doctor} />
    </DataBoundary>
  );
}
