import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { Id, ImageUrl, Phone, Picture, Slug, Text, VideoUrl } from './fields.ts';

export const ClinicSchema = v.object({
  id: Id,
  name: Text,
  slug: Slug,
  address: Text,
  /** The address split for the business listing; a CMS without them gives `address` whole as the street. */
  street_address: v.optional(Text),
  locality: v.optional(Text),
  postal_code: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be 5 digits'))),
  phone: Phone,
  email: v.pipe(v.string(), v.email()),
  coordinates: v.object({
    lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  }),
  /** schema.org form for the business listing, e.g. `Mo-Sa 09:00-20:00`. */
  opening_hours: v.pipe(
    v.string(),
    v.regex(/^(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/),
  ),
  /** The same hours for people, in the locale. */
  schedule: Text,
  image: ImageUrl,
  picture: v.optional(Picture),
  /** A short tour of the clinic, played on the home and about pages with `image` as its poster. */
  video: v.optional(VideoUrl),
  description: Text,
  /** How to get there: metro, buses, walking time. */
  transport: v.optional(Text),
  parking: v.optional(Text),
  /** Step-free access, lifts, toilets: what a visitor with a pram or a wheelchair needs to know. */
  accessibility: v.optional(Text),
  meta_title: Text,
  meta_description: Text,
});
export type Clinic = v.InferOutput<typeof ClinicSchema>;

export const ClinicListSchema = v.array(ClinicSchema);

export const getClinics = contentOperation('clinics/get-clinics/', [], ClinicListSchema);
