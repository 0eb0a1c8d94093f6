import { FormattedMessage } from 'react-intl';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { formatPhone, phoneHref } from '@clinic/i18n/format';

/** A clinic's address, phone, e-mail and hours, as the clinic and contacts pages show them. */
export function ClinicContactList({ clinic }: { clinic: Clinic }) {
  return (
    <dl className="contact-list">
      <dt>
        <FormattedMessage id="content.clinic.address" />
      </dt>
      <dd>{clinic.address}</dd>
      <dt>
        <FormattedMessage id="content.clinic.phone" />
      </dt>
      <dd>
        <a href={phoneHref(clinic.phone)}>{formatPhone(clinic.phone)}</a>
      </dd>
      <dt>
        <FormattedMessage id="content.clinic.email" />
      </dt>
      <dd>
        <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
      </dd>
      <dt>
        <FormattedMessage id="content.clinic.schedule" />
      </dt>
      <dd>{clinic.schedule}</dd>
    </dl>
  );
}
