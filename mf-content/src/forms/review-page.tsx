import { useSearchParams } from 'react-router-dom';
import { REVIEW } from '@clinic/contracts/constants';
import { FORM_CONTEXT_QUERY } from '@clinic/contracts/form-page';
import { FormPageLayout } from './form-page-layout.tsx';
import { PlainForm } from './plain-form.tsx';
import { FIRST_NAME_FIELD, PHONE_FIELD } from './phone-field.ts';

const RATINGS = [5, 4, 3, 2, 1].map((count) => ({
  value: String(count),
  label: 'booking.rating.star',
  labelValues: { count },
}));

/** Leave a review, on a page of its own; the address says what it is about (a doctor, a direction). */
export default function ReviewPage() {
  const [params] = useSearchParams();
  const relationType = params.get(FORM_CONTEXT_QUERY.relationType) ?? '';
  const relationSlug = params.get(FORM_CONTEXT_QUERY.relationSlug) ?? '';
  return (
    <FormPageLayout title="booking.review.title">
      <PlainForm
        form="review"
        config="review"
        hidden={relationType && relationSlug ? { relationType, relationSlug } : {}}
        fields={[
          FIRST_NAME_FIELD,
          PHONE_FIELD,
          {
            name: 'rating',
            label: 'booking.field.rating',
            kind: 'select',
            options: RATINGS,
            initial: String(REVIEW.defaultRating),
          },
          { name: 'comment', label: 'booking.field.review', kind: 'textarea', required: true, autoComplete: 'off' },
        ]}
      />
    </FormPageLayout>
  );
}
