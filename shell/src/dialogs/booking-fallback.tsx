import { Suspense } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import {
  CLOSED_PAYMENT_DIALOG,
  CLOSED_VACANCY_DIALOG,
  bookingDialogOpenAtom,
  declarationDialogAtom,
  orderDialogAtom,
  paymentDialogAtom,
  reviewDialogAtom,
  vacancyDialogAtom,
} from '@clinic/state/dialogs';
import { clinicsForLocaleAtom } from '@clinic/state/clinics';
import { formatPhone, phoneHref } from '@clinic/i18n/format';
import { Dialog } from '@clinic/ui/dialog';
import { ErrorBoundary } from '../error/error-boundary.tsx';

function ClinicPhones() {
  const clinics = useAtomValue(clinicsForLocaleAtom);
  return (
    <ul className="booking-fallback__phones">
      {clinics.map((clinic) => (
        <li key={clinic.slug}>
          <a href={phoneHref(clinic.phone)}>{formatPhone(clinic.phone)}</a> — {clinic.address}
        </li>
      ))}
    </ul>
  );
}

/** When the booking or payment remote cannot load, the visitor can still call the clinic (DESIGN §2). */
export function BookingFallback() {
  const bookingOpen = useAtomValue(bookingDialogOpenAtom);
  const [payment, setPayment] = useAtom(paymentDialogAtom);
  const setOrder = useSetAtom(orderDialogAtom);
  const setDeclaration = useSetAtom(declarationDialogAtom);
  const setReview = useSetAtom(reviewDialogAtom);
  const setVacancy = useSetAtom(vacancyDialogAtom);
  const close = () => {
    setOrder({ isOpen: false, note: '' });
    setDeclaration({ isOpen: false });
    setReview({ isOpen: false, relationType: '', relationSlug: '' });
    setVacancy(CLOSED_VACANCY_DIALOG);
    setPayment(CLOSED_PAYMENT_DIALOG);
  };
  return (
    <Dialog open={bookingOpen || payment.isOpen} onClose={close} title={<FormattedMessage id="header.makeAppointment" />}>
      <p>
        <FormattedMessage id="booking.fallback" />
      </p>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ClinicPhones />
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}
