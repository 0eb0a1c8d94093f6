import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { Id, ImageUrl, Price, Ref, Slug, Text } from './fields.ts';

export const DoctorSchema = v.object({
  id: Id,
  name: Text,
  slug: Slug,
  photo: ImageUrl,
  position: Text,
  /** Years of practice. */
  experience: v.pipe(v.number(), v.integer(), v.minValue(0)),
  directions: v.pipe(v.array(v.object({ id: Id, slug: Slug, name: Text })), v.minLength(1)),
  clinics: v.pipe(v.array(Ref), v.minLength(1)),
  consultation_price: Price,
  bio: Text,
  meta_title: Text,
  meta_description: Text,
});
export type Doctor = v.InferOutput<typeof DoctorSchema>;

export const DoctorPageSchema = paginated(DoctorSchema);

export const getDoctors = contentOperation('doctors/get-doctors/', ['clinic_slug', 'direction_slug', 'page'], DoctorPageSchema);
