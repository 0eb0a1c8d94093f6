import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Doctor } from '@clinic/contracts/content/doctor';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { DialogLink } from '@clinic/ui/dialog-link';
import { Price } from '../common/price.tsx';
import { useFormLinks } from '../common/form-links.ts';
import { DoctorPortrait } from './doctor-portrait.tsx';
import '../common/card.css';

/** A doctor's page lives under their first direction: /likari/{direction}/{doctor}. */
function doctorPath(doctor: Pick<Doctor, 'slug' | 'directions'>, locale: ReturnType<typeof useLocale>): string {
  return buildPath('likari-direction-doctor', locale, { direction: doctor.directions[0]!.slug, doctor: doctor.slug });
}

export function DoctorCard({ doctor }: { doctor: Doctor }) {
  const locale = useLocale();
  const intl = useIntl();
  const links = useFormLinks();
  return (
    <article className="card doctor-card">
      <DoctorPortrait doctor={doctor} className="card__image doctor-card__photo" />
      <div className="card__body">
        <h3 className="card__title">
          <Link to={doctorPath(doctor, locale)}>{doctor.name}</Link>
        </h3>
        <p className="card__text">{doctor.position}</p>
        <p className="card__meta">
          <FormattedMessage id="content.doctor.experience" values={{ years: doctor.experience }} />
        </p>
        <p className="card__price">
          <FormattedMessage
            id="content.doctor.consultation"
            values={{ price: <Price value={doctor.consultation_price} /> }}
          />
        </p>
        <div className="card__actions">
          <DialogLink {...links.order(intl.formatMessage({ id: 'content.order.doctorNote' }, { name: doctor.name }))}>
            <FormattedMessage id="content.doctor.book" />
          </DialogLink>
        </div>
      </div>
    </article>
  );
}
