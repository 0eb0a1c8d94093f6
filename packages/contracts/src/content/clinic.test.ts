import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sampleClinic } from '../testing/sample-clinic.ts';
import { ClinicSchema } from './clinic.ts';

describe('ClinicSchema', () => {
  it('takes a clinic from a CMS that has no split address', () => {
    expect(v.safeParse(ClinicSchema, sampleClinic).success).toBe(true);
  });

  it('takes the split address, and refuses a postal code that is not 5 digits, naming the field', () => {
    expect(
      v.safeParse(ClinicSchema, {
        ...sampleClinic,
        street_address: '32 Yevhena Konovaltsia St',
        locality: 'Kyiv',
        postal_code: '01133',
      }).success,
    ).toBe(true);
    const result = v.safeParse(ClinicSchema, { ...sampleClinic, postal_code: '1133' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['postal_code', 'must be 5 digits'],
    ]);
  });
});
