import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { Id, ImageUrl, Picture, Price, Ref, Slug, Text } from './fields.ts';

/** A BCP 47 language code (`uk`, `en`, `pl`); pages name it in their own language. */
const LanguageCode = v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/, 'must be a language code such as "uk"'));

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
  picture: v.optional(Picture),
  /** Where the doctor trained, oldest first. */
  education: v.optional(
    v.array(
      v.object({ institution: Text, qualification: Text, year: v.pipe(v.number(), v.integer(), v.minValue(1950)) }),
    ),
  ),
  /** Languages the doctor consults in. */
  languages: v.optional(v.array(LanguageCode)),
  /** Number of the doctor's specialist certificate (licence to practise). */
  licence: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  meta_title: Text,
  meta_description: Text,
});
export type Doctor = v.InferOutput<typeof DoctorSchema>;

export const DoctorPageSchema = paginated(DoctorSchema);

export const getDoctors = contentOperation(
  'doctors/get-doctors/',
  ['clinic_slug', 'direction_slug', 'page'],
  DoctorPageSchema,
);
