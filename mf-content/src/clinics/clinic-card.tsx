import { FormattedMessage } from 'react-intl';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { buildPath } from '@clinic/contracts/routes';
import { formatPhone, phoneHref } from '@clinic/i18n/format';
import { useLocale } from '@clinic/i18n/use-locale';
import { buttonClass } from '@clinic/ui/button';
import { ItemCard } from '../common/item-card.tsx';

export function ClinicCard({ clinic }: { clinic: Clinic }) {
  const to = buildPath('clinics-slug', useLocale(), { slug: clinic.slug });
  return (
    <ItemCard className="clinic-card" item={clinic} to={to} title={clinic.name} text={clinic.address}>
      <p className="card__meta">{clinic.schedule}</p>
      <div className="card__actions">
        <a className={buttonClass('secondary')} href={phoneHref(clinic.phone)}>
          <FormattedMessage id="content.clinic.call" values={{ phone: formatPhone(clinic.phone) }} />
        </a>
      </div>
    </ItemCard>
  );
}
