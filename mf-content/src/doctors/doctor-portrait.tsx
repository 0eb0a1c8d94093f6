import type { Doctor } from '@clinic/contracts/content/doctor';
import { ContentImage } from '../common/content-image.tsx';

/**
 * A doctor's photo, in their card and atop their page alike: named by the doctor when the content gives no
 * words of its own, at the 5:6 the portraits are made at and at most 300 pixels wide, so the same picture
 * serves both places.
 */
export function DoctorPortrait({
  doctor,
  className,
  priority,
}: {
  doctor: Pick<Doctor, 'name' | 'photo' | 'picture'>;
  className: string;
  /** On the doctor's page the portrait is its largest first image. */
  priority?: boolean;
}) {
  return (
    <ContentImage
      className={className}
      src={doctor.photo}
      picture={doctor.picture}
      sizes="(max-width: 599px) 100vw, 300px"
      alt={doctor.name}
      width={300}
      height={360}
      priority={priority}
    />
  );
}
