import { useAtom } from 'jotai';
import { CLOSED_PAYMENT_DIALOG, paymentDialogAtom } from '@clinic/state/dialogs';
import { ClinicPhonesDialog } from './clinic-phones-dialog.tsx';

/** When mf-payment cannot load, the payment dialog says so under its own title and gives the clinic phones. */
export function PaymentFallback() {
  const [payment, setPayment] = useAtom(paymentDialogAtom);
  return (
    <ClinicPhonesDialog
      open={payment.isOpen}
      onClose={() => setPayment(CLOSED_PAYMENT_DIALOG)}
      titleId="payment.title"
      textId="payment.fallback"
    />
  );
}
