import { useAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { orderDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';

/** Every booking dialog, each opened by its atom in packages/state (the forms arrive with the booking issue). */
export default function BookingDialogs() {
  const [order, setOrder] = useAtom(orderDialogAtom);
  return (
    <Dialog open={order.isOpen} onClose={() => setOrder({ isOpen: false, note: '' })} title={<FormattedMessage id="booking.order.title" />}>
      <div data-testid="order-dialog" />
    </Dialog>
  );
}
