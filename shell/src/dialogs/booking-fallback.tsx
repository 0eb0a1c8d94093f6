import { useAtomValue, useSetAtom } from 'jotai';
import {
  CLOSED_DECLARATION_DIALOG,
  CLOSED_ORDER_DIALOG,
  CLOSED_REVIEW_DIALOG,
  CLOSED_VACANCY_DIALOG,
  bookingDialogOpenAtom,
  declarationDialogAtom,
  orderDialogAtom,
  reviewDialogAtom,
  vacancyDialogAtom,
} from '@clinic/state/dialogs';
import { ClinicPhonesDialog } from './clinic-phones-dialog.tsx';

/** When mf-booking cannot load, any of its dialogs becomes the clinic phones. */
export function BookingFallback() {
  const open = useAtomValue(bookingDialogOpenAtom);
  const setOrder = useSetAtom(orderDialogAtom);
  const setDeclaration = useSetAtom(declarationDialogAtom);
  const setReview = useSetAtom(reviewDialogAtom);
  const setVacancy = useSetAtom(vacancyDialogAtom);
  const close = () => {
    setOrder(CLOSED_ORDER_DIALOG);
    setDeclaration(CLOSED_DECLARATION_DIALOG);
    setReview(CLOSED_REVIEW_DIALOG);
    setVacancy(CLOSED_VACANCY_DIALOG);
  };
  return <ClinicPhonesDialog open={open} onClose={close} titleId="header.makeAppointment" textId="booking.fallback" />;
}
