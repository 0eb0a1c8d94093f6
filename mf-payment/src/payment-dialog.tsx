import { useAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import type { RemoteModules } from '@clinic/contracts/remote-modules';
import { PAYMENT_QUERY } from '@clinic/contracts/payment-query';
import { SendResult } from '@clinic/forms/send-result';
import { CLOSED_PAYMENT_DIALOG, paymentDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';
import { PaymentForm } from './payment-form.tsx';

/** Drops the keys that opened the dialog, so a reload after closing does not open it again. */
function forgetPaymentQuery(): void {
  const url = new URL(window.location.href);
  const keys = Object.values(PAYMENT_QUERY).filter((key) => url.searchParams.has(key));
  if (!keys.length) return;
  for (const key of keys) url.searchParams.delete(key);
  // The router's own entry state is kept; only the address changes.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The payment dialog, opened by its atom: the form, or the result the provider returned with. */
export default function PaymentDialog() {
  const [payment, setPayment] = useAtom(paymentDialogAtom);
  const close = () => {
    setPayment(CLOSED_PAYMENT_DIALOG);
    forgetPaymentQuery();
  };
  return (
    <Dialog open={payment.isOpen} onClose={close} title={<FormattedMessage id="payment.title" />}>
      {payment.showSuccess ? (
        <SendResult failed={false} form="payment" />
      ) : payment.showError ? (
        <SendResult failed form="payment" />
      ) : (
        <>
          {payment.desc && <p className="payment-dialog__desc">{payment.desc}</p>}
          <PaymentForm key={`${payment.desc}\n${payment.amount}`} desc={payment.desc} amount={payment.amount} />
        </>
      )}
    </Dialog>
  );
}

// The shell loads this module through the contract; a mismatch fails the type-check here.
void ({ default: PaymentDialog } satisfies RemoteModules['mf_payment/payment-dialog']);
