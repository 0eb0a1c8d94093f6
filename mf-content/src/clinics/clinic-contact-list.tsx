import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmailLink } from '@clinic/ui/email-link';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { formatPhone, phoneHref } from '@clinic/i18n/format';

/** What a visitor needs to get in, each shown when the content has it. */
const VISIT_FACTS = ['transport', 'parking', 'accessibility'] as const;

/**
 * A clinic's address, phone, e-mail, hours and how to get in, as the clinic and contacts pages show them;
 * `brief`: address, phone and hours only.
 */
export function ClinicContactList({
  clinic,
  brief = false,
  className = 'contact-list',
}: {
  clinic: Clinic;
  brief?: boolean;
  className?: string;
}) {
  return (
    <dl className={className}>
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
      {!brief && (
        <>
          <dt>
            <FormattedMessage id="content.clinic.email" />
          </dt>
          <dd>
            <EmailLink email={clinic.email} />
          </dd>
        </>
      )}
      <dt>
        <FormattedMessage id="content.clinic.schedule" />
      </dt>
      <dd>{clinic.schedule}</dd>
      {VISIT_FACTS.map((fact) =>
        !brief && clinic[fact] ? (
          <Fragment key={fact}>
            <dt>
              <FormattedMessage id={`content.clinic.${fact}`} />
            </dt>
            <dd>{clinic[fact]}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}
