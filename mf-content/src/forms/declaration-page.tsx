import { FormPageLayout } from './form-page-layout.tsx';
import { PlainForm } from './plain-form.tsx';
import { PHONE_FIELD } from './phone-field.ts';

/** Sign a declaration, on a page of its own. */
export default function DeclarationPage() {
  return (
    <FormPageLayout title="booking.declaration.title">
      <PlainForm
        form="declaration"
        config="declaration"
        fields={[
          { name: 'pib', label: 'booking.field.pib', kind: 'text', required: true, autoComplete: 'name' },
          PHONE_FIELD,
          {
            name: 'birthday',
            label: 'booking.field.birthday',
            kind: 'text',
            required: true,
            autoComplete: 'bday',
            inputMode: 'numeric',
            placeholder: 'booking.placeholder.birthday',
          },
        ]}
      />
    </FormPageLayout>
  );
}
