import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { clinicDetailsAtom } from '@clinic/state/clinic';
import { EmailLink } from '@clinic/ui/email-link';

/** Who runs the site, under which licence, where to write about one's data, and the privacy policy. */
export function ClinicLegal() {
  const intl = useIntl();
  const locale = useLocale();
  const clinic = useAtomValue(clinicDetailsAtom);
  return (
    <div className="footer__legal">
      {clinic && (
        <>
          <p>
            <FormattedMessage
              id="footer.legal"
              values={{
                legalName: clinic.legalName,
                licenceNumber: clinic.licenceNumber,
                licenceDate: intl.formatDate(`${clinic.licenceDate}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
              }}
            />
          </p>
          <p>
            <FormattedMessage id="footer.email" values={{ email: <EmailLink email={clinic.contactEmail} /> }} />
          </p>
        </>
      )}
      <p>
        <Link to={buildPath('polityka-konfidentsiinosti', locale)}>
          <FormattedMessage id="footer.privacy" />
        </Link>
      </p>
    </div>
  );
}
