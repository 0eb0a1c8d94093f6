import { Link } from 'react-router-dom';
import type { DoctorRef } from '@clinic/contracts/content/fields';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';

/** Doctors named by an article, each linking to their page. */
export function DoctorRefs({ doctors }: { doctors: readonly DoctorRef[] }) {
  const locale = useLocale();
  return (
    <ul className="doctor-refs">
      {doctors.map((doctor) => (
        <li key={doctor.slug} className="doctor-refs__item">
          {doctor.photo && (
            <img
              className="doctor-refs__photo"
              src={doctor.photo}
              alt=""
              width={60}
              height={72}
              loading="lazy"
              decoding="async"
            />
          )}
          <span>
            <Link
              to={buildPath('likari-direction-doctor', locale, { direction: doctor.direction, doctor: doctor.slug })}
            >
              {doctor.name}
            </Link>
            <br />
            <span className="doctor-refs__position">{doctor.position}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
