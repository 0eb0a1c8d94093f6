import { atom } from 'jotai';

/** The dialogs' state. Remotes open each other's dialogs only through these atoms. */
export interface OrderDialog {
  isOpen: boolean;
  /** What the visitor is booking, e.g. a doctor or a service; sent with the order. */
  note: string;
}
export const CLOSED_ORDER_DIALOG: OrderDialog = { isOpen: false, note: '' };
export const orderDialogAtom = atom<OrderDialog>(CLOSED_ORDER_DIALOG);

export interface DeclarationDialog {
  isOpen: boolean;
}
export const CLOSED_DECLARATION_DIALOG: DeclarationDialog = { isOpen: false };
export const declarationDialogAtom = atom<DeclarationDialog>(CLOSED_DECLARATION_DIALOG);

export interface ReviewDialog {
  isOpen: boolean;
  relationType: string;
  relationSlug: string;
}
export const CLOSED_REVIEW_DIALOG: ReviewDialog = { isOpen: false, relationType: '', relationSlug: '' };
export const reviewDialogAtom = atom<ReviewDialog>(CLOSED_REVIEW_DIALOG);

export interface PaymentDialog {
  isOpen: boolean;
  desc: string;
  amount: string;
  showSuccess: boolean;
  showError: boolean;
}
export const CLOSED_PAYMENT_DIALOG: PaymentDialog = {
  isOpen: false,
  desc: '',
  amount: '',
  showSuccess: false,
  showError: false,
};
export const paymentDialogAtom = atom<PaymentDialog>(CLOSED_PAYMENT_DIALOG);

export interface VacancyDialog {
  isOpen: boolean;
  vacancyName: string;
}
export const CLOSED_VACANCY_DIALOG: VacancyDialog = { isOpen: false, vacancyName: '' };
export const vacancyDialogAtom = atom<VacancyDialog>(CLOSED_VACANCY_DIALOG);

export interface ImageDialog {
  /** The image shown full-size; `null` when the viewer is closed. */
  image: string | null;
  alt?: string;
}
export const CLOSED_IMAGE_DIALOG: ImageDialog = { image: null };
export const imageDialogAtom = atom<ImageDialog>(CLOSED_IMAGE_DIALOG);

/** Whether any booking dialog is open: the shell loads the booking remote only then. */
export const bookingDialogOpenAtom = atom(
  (get) =>
    get(orderDialogAtom).isOpen ||
    get(declarationDialogAtom).isOpen ||
    get(reviewDialogAtom).isOpen ||
    get(vacancyDialogAtom).isOpen,
);

/**
 * The payment dialog opens on load when the query has `payment` (amount from
 * `amount`), `payment-success` or `payment-error`.
 */
export function paymentDialogFromQuery(search: string): PaymentDialog | null {
  const query = new URLSearchParams(search);
  if (query.has('payment-success')) return { ...CLOSED_PAYMENT_DIALOG, isOpen: true, showSuccess: true };
  if (query.has('payment-error')) return { ...CLOSED_PAYMENT_DIALOG, isOpen: true, showError: true };
  if (query.has('payment'))
    return {
      ...CLOSED_PAYMENT_DIALOG,
      isOpen: true,
      amount: (query.get('amount') ?? '').replace(/\D/g, '').slice(0, 5),
    };
  return null;
}
