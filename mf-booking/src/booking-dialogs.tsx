import type { RemoteModules } from '@clinic/contracts/remote-modules';
import { DeclarationDialog } from './declaration/declaration-dialog.tsx';
import { OrderDialog } from './order/order-dialog.tsx';
import { ReviewDialog } from './review/review-dialog.tsx';
import { VacancyDialog } from './vacancy/vacancy-dialog.tsx';

/** Every booking dialog, each opened by its atom in packages/state, wherever its trigger sits. */
export default function BookingDialogs() {
  return (
    <>
      <OrderDialog />
      <DeclarationDialog />
      <ReviewDialog />
      <VacancyDialog />
    </>
  );
}

// The shell loads this module through the contract; a mismatch fails the type-check here.
void ({ default: BookingDialogs } satisfies RemoteModules['mf_booking/booking-dialogs']);
