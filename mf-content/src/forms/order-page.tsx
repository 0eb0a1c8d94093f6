import { useSearchParams } from 'react-router-dom';
import { FORM_CONTEXT_QUERY } from '@clinic/contracts/form-page';
import { ORDER_FORM } from '@clinic/forms/order-form';
import { FormPageLayout } from './form-page-layout.tsx';
import { PlainForm } from './plain-form.tsx';

/** Make an appointment, on a page of its own: where the booking buttons lead when no script opens the dialog. */
export default function OrderPage() {
  const [params] = useSearchParams();
  const note = params.get(FORM_CONTEXT_QUERY.note) ?? '';
  return (
    <FormPageLayout title="booking.order.title">
      <PlainForm
        form="order"
        config="order"
        hidden={note ? { note } : {}}
        context={note ? <p className="content-lead">{note}</p> : null}
        fields={ORDER_FORM}
      />
    </FormPageLayout>
  );
}
