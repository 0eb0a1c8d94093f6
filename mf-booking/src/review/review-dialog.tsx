import { REVIEW_FORM, ReviewFormSchema } from '@clinic/forms/review-form';
import { reviewDialogAtom } from '@clinic/state/dialogs';
import { sendMail } from '../api/send-mail.ts';
import { BookingDialog } from '../common/booking-dialog.tsx';

/**
 * Review: the described fields and what the review is about, from the button. The gateway mails it
 * first and then creates the review; the browser holds no authorization token.
 */
export function ReviewDialog() {
  return (
    <BookingDialog
      name="review"
      fields={REVIEW_FORM}
      schema={ReviewFormSchema}
      atom={reviewDialogAtom}
      deliver={(fields, { relationType, relationSlug }, website) =>
        sendMail({
          config: 'review',
          page: window.location.href,
          fields: { ...fields, relationType, relationSlug },
          website,
        })
      }
    />
  );
}
