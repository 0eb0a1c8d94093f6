import { Fragment, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { formatPhone, phoneHref } from '@clinic/i18n/format';
import { useContent } from '@clinic/state/use-content';
import { ErrorBoundary } from '../error/error-boundary.tsx';
import './clinic-phone.css';

function FirstClinicPhone({ className }: { className: string }) {
  const intl = useIntl();
  const clinic = useContent('clinics', {})[0];
  if (!clinic) return null;
  const phone = formatPhone(clinic.phone);
  return (
    <a
      className={className}
      href={phoneHref(clinic.phone)}
      aria-label={`${intl.formatMessage({ id: 'header.call' })}: ${phone}`}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        />
      </svg>
      {/* With large text the number wraps between its groups, never inside one (`092-` / `73-10`). */}
      <span>
        {phone.split(' ').map((group, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            <span className="clinic-phone__group">{group}</span>
          </Fragment>
        ))}
      </span>
    </a>
  );
}

/** The first clinic's phone as a call link. */
export function ClinicPhone({ className = 'clinic-phone' }: { className?: string }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <FirstClinicPhone className={className} />
      </Suspense>
    </ErrorBoundary>
  );
}
