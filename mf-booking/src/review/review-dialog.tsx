import { useAtom } from 'jotai';
import { Controller } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { PHONE, REVIEW } from '@clinic/contracts/constants';
import { MaskedField } from '@clinic/forms/masked-field';
import { ReviewFormSchema } from '@clinic/forms/review-form';
import { TextField } from '@clinic/forms/text-field';
import { useSendState } from '@clinic/forms/use-send-state';
import { useValibotForm } from '@clinic/forms/use-valibot-form';
import { CLOSED_REVIEW_DIALOG, reviewDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';
import { sendMail } from '../api/send-mail.ts';
import { BookingForm } from '../common/booking-form.tsx';
import { RatingStars } from './rating-stars.tsx';

/**
 * Review: firstName, phone, comment and stars (5 by default). The gateway mails it first
 * and then creates the review; the browser holds no authorization token.
 */
export function ReviewDialog() {
  const [dialog, setDialog] = useAtom(reviewDialogAtom);
  const form = useValibotForm(ReviewFormSchema, { firstName: '', phone: '', comment: '', rating: REVIEW.defaultRating });
  const { status, send, reset } = useSendState();
  const { errors, isValid } = form.formState;

  const close = () => {
    setDialog(CLOSED_REVIEW_DIALOG);
    if (status !== 'sending') reset();
  };

  return (
    <Dialog open={dialog.isOpen} onClose={close} title={<FormattedMessage id="booking.review.title" />} className="booking-dialog">
      <BookingForm
        name="review"
        status={status}
        result="review"
        valid={isValid}
        onSubmit={(event, website) =>
          void form.handleSubmit(async (fields) => {
            const request = { ...fields, relationType: dialog.relationType, relationSlug: dialog.relationSlug };
            const ok = await send(() => sendMail({ config: 'review', page: window.location.href, fields: request, website }));
            if (ok) form.reset();
          })(event)
        }
      >
        <TextField registration={form.register('firstName')} label="booking.field.firstName" error={errors.firstName?.message} autoComplete="given-name" required />
        <MaskedField control={form.control} name="phone" mask={PHONE.mask} label="booking.field.phone" autoComplete="tel" placeholder="booking.placeholder.phone" type="tel" inputMode="tel" required />
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => <RatingStars name={field.name} value={field.value ?? REVIEW.defaultRating} onChange={field.onChange} onBlur={field.onBlur} />}
        />
        <TextField registration={form.register('comment')} label="booking.field.review" error={errors.comment?.message} autoComplete="off" multiline required />
      </BookingForm>
    </Dialog>
  );
}
