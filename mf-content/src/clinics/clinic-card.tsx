import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { buildPath } from '@clinic/contracts/routes';
import { formatPhone, phoneHref } from '@clinic/i18n/format';
import { useLocale } from '@clinic/i18n/use-locale';
import { ContentImage } from '../common/content-image.tsx';
import '../common/card.css';
import { buttonClass } from '@clinic/ui/button';

export function ClinicCard({ clinic }: { clinic: Clinic }) {
  const locale = useLocale();
  return (
    <article className="card clinic-card">
      <ContentImage className="card__image" src={clinic.image} picture={clinic.picture} alt="" width={400} height={300} />
      <div className="card__body">
        <h3 className="card__title">
          <Link to={buildPath('clinics-slug', locale, { slug: clinic.slug })}>{clinic.name}</Link>
        </h3>
        <p className="card__text">{clinic.address}</p>
        <p className="card__meta">{clinic.schedule}</p>
        <div className="card__actions">
          <a className={buttonClass('secondary')} href={phoneHref(clinic.phone)}>
            <FormattedMessage id="content.clinic.call" values={{ phone: formatPhone(clinic.phone) }} />
          </a>
        </div>
      </div>
    </article>
  );
}
