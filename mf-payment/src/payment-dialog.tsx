import { useAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { CLOSED_PAYMENT_DIALOG, paymentDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';

/** The payment dialog, opened by its atom (the form arrives with the payment issue). */
export default function PaymentDialog() {
  const [payment, setPayment] = useAtom(paymentDialogAtom);
  return (
    <Dialog open={payment.isOpen} onClose={() => setPayment(CLOSED_PAYMENT_DIALOG)} title={<FormattedMessage id="payment.title" />}>
      <output data-testid="payment-amount">{payment.amount}</output>
    </Dialog>
  );
}
