import { useSearchParams } from 'react-router-dom';
import { FORM_CONTEXT_QUERY } from '@clinic/contracts/form-page';
import { REVIEW_FORM } from '@clinic/forms/review-form';
import { FormPageLayout } from './form-page-layout.tsx';
import { PlainForm } from './plain-form.tsx';

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
        fields={REVIEW_FORM}
      />
    </FormPageLayout>
  );
}
