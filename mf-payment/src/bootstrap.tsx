import { paymentDialogAtom, paymentDialogFromQuery } from '@clinic/state/dialogs';
import { mountStandalone } from '@clinic/dev-harness/standalone';
import PaymentDialog from './payment-dialog.tsx';

void mountStandalone(<PaymentDialog />, (store) =>
  store.set(
    paymentDialogAtom,
    paymentDialogFromQuery(window.location.search) ?? {
      isOpen: true,
      desc: '',
      amount: '500',
      showSuccess: false,
      showError: false,
    },
  ),
);
