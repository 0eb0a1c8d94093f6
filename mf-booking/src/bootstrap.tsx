import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { declarationDialogAtom, orderDialogAtom, reviewDialogAtom, vacancyDialogAtom } from '@clinic/state/dialogs';
import { mountStandalone } from '@clinic/dev-harness/standalone';
import BookingDialogs from './booking-dialogs.tsx';

/** Stand-ins for the triggers that live in the shell and the content pages. */
function Triggers() {
  const openOrder = useSetAtom(orderDialogAtom);
  const openDeclaration = useSetAtom(declarationDialogAtom);
  const openReview = useSetAtom(reviewDialogAtom);
  const openVacancy = useSetAtom(vacancyDialogAtom);
  return (
    <nav>
      <button type="button" onClick={() => openOrder({ isOpen: true, note: '' })}>
        <FormattedMessage id="booking.order.title" />
      </button>
      <button type="button" onClick={() => openDeclaration({ isOpen: true })}>
        <FormattedMessage id="booking.declaration.title" />
      </button>
      <button
        type="button"
        onClick={() => openReview({ isOpen: true, relationType: 'clinic', relationSlug: 'standalone' })}
      >
        <FormattedMessage id="booking.review.title" />
      </button>
      <button type="button" onClick={() => openVacancy({ isOpen: true, vacancyName: '' })}>
        <FormattedMessage id="booking.vacancy.title" />
      </button>
    </nav>
  );
}

void mountStandalone(
  <>
    <Triggers />
    <BookingDialogs />
  </>,
);
