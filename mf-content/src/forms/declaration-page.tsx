import { DECLARATION_FORM } from '@clinic/forms/declaration-form';
import { FormPageLayout } from './form-page-layout.tsx';
import { PlainForm } from './plain-form.tsx';

/** Sign a declaration, on a page of its own. */
export default function DeclarationPage() {
  return (
    <FormPageLayout title="booking.declaration.title">
      <PlainForm form="declaration" config="declaration" fields={DECLARATION_FORM} />
    </FormPageLayout>
  );
}
