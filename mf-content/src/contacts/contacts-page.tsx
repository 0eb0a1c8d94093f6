import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { clinicsForLocaleAtom } from '@clinic/state/clinics';
import { formatPhone, phoneHref } from '@clinic/i18n/format';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { DeclarationButton } from '../clinics/declaration-button.tsx';
import '../common/content.css';
import './contacts-page.css';

function ClinicContacts() {
  const clinics = useAtomValue(clinicsForLocaleAtom);
  return (
    <ul className="contacts-list">
      {clinics.map((clinic) => (
        <li key={clinic.slug} className="content-panel">
          <h2>{clinic.name}</h2>
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
        </li>
      ))}
    </ul>
  );
}

export default function ContactsPage() {
  const intl = useIntl();
  return (
    <div className="content-page">
      <PageHeading title={intl.formatMessage({ id: 'content.contacts.title' })} lead={intl.formatMessage({ id: 'content.contacts.lead' })} />
      <DataBoundary>
        <ClinicContacts />
      </DataBoundary>
      <section className="content-panel contacts-declaration">
        <h2>
          <FormattedMessage id="content.declaration.title" />
        </h2>
        <p>
          <FormattedMessage id="content.declaration.text" />
        </p>
        <DeclarationButton variant="primary" />
      </section>
    </div>
  );
}
