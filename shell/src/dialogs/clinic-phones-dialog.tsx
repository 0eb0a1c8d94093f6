import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatPhone, phoneHref } from '@clinic/i18n/format';
import { Dialog } from '@clinic/ui/dialog';
import { useContent } from '@clinic/state/use-content';
import { ErrorBoundary } from '../error/error-boundary.tsx';

function ClinicPhones() {
  const clinics = useContent('clinics', {});
  return (
    <ul className="clinic-phones-dialog__phones">
      {clinics.map((clinic) => (
        <li key={clinic.slug}>
          <a href={phoneHref(clinic.phone)}>{formatPhone(clinic.phone)}</a> — {clinic.address}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** Catalogue keys of the title and of the sentence before the phones. */
  titleId: string;
  textId: string;
}

/** What stands in for a dialog whose remote cannot load: the visitor can still call the clinic. */
export function ClinicPhonesDialog({ open, onClose, titleId, textId }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={<FormattedMessage id={titleId} />}>
      <p>
        <FormattedMessage id={textId} />
      </p>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ClinicPhones />
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}
