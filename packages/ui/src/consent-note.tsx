import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, isLocale } from '@clinic/contracts/locale';
import { buildPath } from '@clinic/contracts/routes';
import './consent-note.css';

/**
 * What a visitor agrees to by sending a form, beside its send button, with the privacy policy one click away.
 * A plain link: it works on the pages without scripts as well as in a dialog.
 */
export function ConsentNote() {
  const { locale } = useIntl();
  const href = buildPath('polityka-konfidentsiinosti', isLocale(locale) ? locale : DEFAULT_LOCALE);
  return (
    <p className="consent-note">
      <FormattedMessage id="forms.consent" values={{ link: (text) => <a href={href}>{text}</a> }} />
    </p>
  );
}
