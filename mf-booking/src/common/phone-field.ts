import { PHONE } from '@clinic/contracts/constants';

/** The phone field every booking form asks for, the same in each: spread into `<MaskedField control={…} />`. */
export const PHONE_FIELD = {
  name: 'phone',
  mask: PHONE.mask,
  label: 'booking.field.phone',
  autoComplete: 'tel',
  placeholder: 'booking.placeholder.phone',
  type: 'tel',
  inputMode: 'tel',
  required: true,
} as const;
