import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClinicSchema } from './clinic.ts';

const clinic = {
  id: 1,
  name: 'Pechersk clinic',
  slug: 'klinika-na-pechersku',
  address: '32 Yevhena Konovaltsia St, Kyiv',
  phone: '380440927310',
  email: 'pechersk@veresk.example',
  coordinates: { lat: 50.4297, lng: 30.5334 },
  opening_hours: 'Mo-Sa 09:00-20:00',
  schedule: 'Mon–Sat 09:00–20:00',
  image: '/media/clinics/klinika-na-pechersku.svg',
  description: 'The main clinic.',
  meta_title: 'Pechersk clinic',
  meta_description: 'Multidisciplinary clinic in Pechersk.',
};

describe('ClinicSchema', () => {
  it('takes a clinic from a CMS that has no split address', () => {
    expect(v.safeParse(ClinicSchema, clinic).success).toBe(true);
  });

  it('takes the split address, and refuses a postal code that is not 5 digits, naming the field', () => {
    expect(
      v.safeParse(ClinicSchema, {
        ...clinic,
        street_address: '32 Yevhena Konovaltsia St',
        locality: 'Kyiv',
        postal_code: '01133',
      }).success,
    ).toBe(true);
    const result = v.safeParse(ClinicSchema, { ...clinic, postal_code: '1133' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['postal_code', 'must be 5 digits'],
    ]);
  });
});
