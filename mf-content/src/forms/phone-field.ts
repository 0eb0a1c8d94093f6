import type { PlainField } from './plain-form.tsx';

/** The phone as every booking form asks for it. */
export const PHONE_FIELD: PlainField = {
  name: 'phone',
  label: 'booking.field.phone',
  kind: 'tel',
  required: true,
  autoComplete: 'tel',
  inputMode: 'tel',
  placeholder: 'booking.placeholder.phone',
};

export const FIRST_NAME_FIELD: PlainField = {
  name: 'firstName',
  label: 'booking.field.firstName',
  kind: 'text',
  required: true,
  autoComplete: 'given-name',
};
