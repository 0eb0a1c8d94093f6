import { useSetAtom } from 'jotai';
import { withFormContext } from '@clinic/contracts/form-page';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import {
  CLOSED_PAYMENT_DIALOG,
  declarationDialogAtom,
  orderDialogAtom,
  paymentDialogAtom,
  reviewDialogAtom,
  vacancyDialogAtom,
} from '@clinic/state/dialogs';

/**
 * What a `DialogLink` needs for each booking dialog: the dialog to open, and the address of the
 * form's own page, carrying what the dialog would be told, for a browser that runs no script.
 */
export function useFormLinks() {
  const locale = useLocale();
  const openOrder = useSetAtom(orderDialogAtom);
  const openDeclaration = useSetAtom(declarationDialogAtom);
  const openReview = useSetAtom(reviewDialogAtom);
  const openVacancy = useSetAtom(vacancyDialogAtom);
  const openPayment = useSetAtom(paymentDialogAtom);
  return {
    order: (note: string) => ({
      href: withFormContext(buildPath('order', locale), { note }),
      onOpen: () => openOrder({ isOpen: true, note }),
    }),
    declaration: () => ({ href: buildPath('declaration', locale), onOpen: () => openDeclaration({ isOpen: true }) }),
    review: (relationType: string, relationSlug: string) => ({
      href: withFormContext(buildPath('review', locale), { relationType, relationSlug }),
      onOpen: () => openReview({ isOpen: true, relationType, relationSlug }),
    }),
    vacancy: (vacancyName: string) => ({
      href: withFormContext(buildPath('vacancy', locale), { vacancyName }),
      onOpen: () => openVacancy({ isOpen: true, vacancyName }),
    }),
    payment: (description: string, amount: string) => ({
      href: withFormContext(buildPath('payment', locale), { description, amount }),
      onOpen: () => openPayment({ ...CLOSED_PAYMENT_DIALOG, isOpen: true, desc: description, amount }),
    }),
  };
}
