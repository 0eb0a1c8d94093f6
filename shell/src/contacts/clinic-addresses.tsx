import { Suspense } from 'react';
import { formatPhone, phoneHref } from '@clinic/i18n/format';
import { useContent } from '@clinic/state/use-content';
import { ErrorBoundary } from '../error/error-boundary.tsx';
import './clinic-addresses.css';

function Addresses({ withPhones }: { withPhones: boolean }) {
  const clinics = useContent('clinics', {});
  return (
    <ul className="clinic-addresses">
      {clinics.map((clinic) => (
        <li key={clinic.slug} className="clinic-addresses__item">
          <address className="clinic-addresses__address">{clinic.address}</address>
          {withPhones && (
            <a className="clinic-addresses__phone" href={phoneHref(clinic.phone)}>
              {formatPhone(clinic.phone)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The clinics' addresses (the drawer adds each clinic's phone). */
export function ClinicAddresses({ withPhones = false }: { withPhones?: boolean }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Addresses withPhones={withPhones} />
      </Suspense>
    </ErrorBoundary>
  );
}
