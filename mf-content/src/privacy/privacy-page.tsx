import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { clinicDetailsAtom } from '@clinic/state/clinic';
import { EmailLink } from '@clinic/ui/email-link';
import { PageHeading } from '../common/page-heading.tsx';
import '../common/content.css';

/** What the site collects through its forms, why, who receives it, how long it is kept and whom to ask to delete it. */
export default function PrivacyPage() {
  const intl = useIntl();
  const clinic = useAtomValue(clinicDetailsAtom);
  const licenceDate =
    clinic && intl.formatDate(`${clinic.licenceDate}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  // Sections whose text names the clinic or its periods need the gateway's details; without them they are left out.
  const sections: Array<{ id: string; values?: Record<string, unknown> }> = [
    ...(clinic
      ? [
          {
            id: 'controller',
            values: { legalName: clinic.legalName, licenceNumber: clinic.licenceNumber, licenceDate },
          },
        ]
      : []),
    { id: 'collected' },
    { id: 'purpose' },
    { id: 'recipients' },
    ...(clinic ? [{ id: 'retention', values: clinic.retentionDays }] : []),
    ...(clinic ? [{ id: 'rights', values: { email: <EmailLink email={clinic.contactEmail} /> } }] : []),
  ];
  return (
    <div className="content-page">
      <PageHeading
        title={intl.formatMessage({ id: 'privacy.title' })}
        lead={intl.formatMessage({ id: 'privacy.lead' })}
      />
      <div className="text-sections">
        {sections.map(({ id, values }) => (
          <section key={id} className="content-panel">
            <h2>
              <FormattedMessage id={`privacy.${id}.title`} />
            </h2>
            <p>
              <FormattedMessage id={`privacy.${id}.text`} values={values as never} />
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}
