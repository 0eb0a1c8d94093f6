import { Controller } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { REVIEW } from '@clinic/contracts/constants';
import { MaskedField } from '@clinic/forms/masked-field';
import { ReviewFormSchema } from '@clinic/forms/review-form';
import { TextField } from '@clinic/forms/text-field';
import { CLOSED_REVIEW_DIALOG, reviewDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';
import { PHONE_FIELD } from '../common/phone-field.ts';
import { sendMail } from '../api/send-mail.ts';
import { BookingForm } from '../common/booking-form.tsx';
import { useBookingDialog } from '../common/use-booking-dialog.ts';
import { RatingStars } from './rating-stars.tsx';

/**
 * Review: firstName, phone, comment and stars (5 by default). The gateway mails it first
 * and then creates the review; the browser holds no authorization token.
 */
export function ReviewDialog() {
  const { form, errors, dialogProps, formProps } = useBookingDialog({
    atom: reviewDialogAtom,
    closed: CLOSED_REVIEW_DIALOG,
    schema: ReviewFormSchema,
    empty: { firstName: '', phone: '', comment: '', rating: REVIEW.defaultRating },
    deliver: (fields, { relationType, relationSlug }, website) =>
      sendMail({
        config: 'review',
        page: window.location.href,
        fields: { ...fields, relationType, relationSlug },
        website,
      }),
  });

  return (
    <Dialog {...dialogProps} title={<FormattedMessage id="booking.review.title" />} className="booking-dialog">
      <BookingForm name="review" result="review" {...formProps}>
        <TextField
          registration={form.register('firstName')}
          label="booking.field.firstName"
          error={errors.firstName?.message}
          autoComplete="given-name"
          required
        />
        <MaskedField control={form.control} {...PHONE_FIELD} />
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <RatingStars
              name={field.name}
              value={field.value ?? REVIEW.defaultRating}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextField
          registration={form.register('comment')}
          label="booking.field.review"
          error={errors.comment?.message}
          autoComplete="off"
          multiline
          required
        />
      </BookingForm>
    </Dialog>
  );
}
