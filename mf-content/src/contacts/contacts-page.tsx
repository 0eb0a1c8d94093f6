import { FormattedMessage, useIntl } from 'react-intl';
import { useContent } from '@clinic/state/use-content';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { DeclarationButton } from '../clinics/declaration-button.tsx';
import { ClinicContactList } from '../clinics/clinic-contact-list.tsx';
import { ClinicsMap } from '../clinics/clinics-map.tsx';
import '../common/content.css';
import './contacts-page.css';

function ClinicContacts() {
  const clinics = useContent('clinics', {});
  return (
    <>
      <ul className="contacts-list">
        {clinics.map((clinic) => (
          <li key={clinic.slug} className="content-panel">
            <h2>{clinic.name}</h2>
            <ClinicContactList clinic={clinic} />
          </li>
        ))}
      </ul>
      <ClinicsMap clinics={clinics} />
    </>
  );
}

export default function ContactsPage() {
  const intl = useIntl();
  return (
    <div className="content-page">
      <PageHeading
        title={intl.formatMessage({ id: 'content.contacts.title' })}
        lead={intl.formatMessage({ id: 'content.contacts.lead' })}
      />
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
