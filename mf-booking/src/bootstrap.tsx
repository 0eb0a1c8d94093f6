import { useSetAtom } from 'jotai';
import { orderDialogAtom } from '@clinic/state/dialogs';
import { mountStandalone } from '@clinic/ui/dev-harness';
import BookingDialogs from './booking-dialogs.tsx';

function Triggers() {
  const openOrder = useSetAtom(orderDialogAtom);
  return (
    <button type="button" onClick={() => openOrder({ isOpen: true, note: '' })}>
      order
    </button>
  );
}

mountStandalone(
  <>
    <Triggers />
    <BookingDialogs />
  </>,
);
