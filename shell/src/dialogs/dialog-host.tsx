import { use, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { bookingDialogOpenAtom, paymentDialogAtom } from '@clinic/state/dialogs';
import { RemoteBoundary } from '../remotes/remote-boundary.tsx';
import { useRemoteLoader } from '../remotes/remote-loader.tsx';
import { BookingFallback } from './booking-fallback.tsx';
import { PaymentFallback } from './payment-fallback.tsx';

function RemoteBookingDialogs() {
  const { default: Dialogs } = use(useRemoteLoader()('mf_booking/booking-dialogs'));
  return <Dialogs />;
}

function RemotePaymentDialog() {
  const { default: Dialog } = use(useRemoteLoader()('mf_payment/payment-dialog'));
  return <Dialog />;
}

/** Becomes true the first time `open` does and stays so: a remote is loaded on first use, then kept. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}

/**
 * Renders the dialogs that live in other remotes. Each remote is fetched only when one of
 * its dialogs first opens, so a visitor who books nothing downloads no form code.
 */
export function DialogHost() {
  const bookingOpened = useOpenedOnce(useAtomValue(bookingDialogOpenAtom));
  const paymentOpened = useOpenedOnce(useAtomValue(paymentDialogAtom).isOpen);
  return (
    <>
      {bookingOpened && (
        <RemoteBoundary remote="mf_booking" fallback={<BookingFallback />}>
          <RemoteBookingDialogs />
        </RemoteBoundary>
      )}
      {paymentOpened && (
        <RemoteBoundary remote="mf_payment" fallback={<PaymentFallback />}>
          <RemotePaymentDialog />
        </RemoteBoundary>
      )}
    </>
  );
}
