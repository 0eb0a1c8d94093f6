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
