import * as v from 'valibot';

/** Shared field rules of the content contracts. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
export const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be a lower-case latin slug'));
export const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
/** A site path (`/media/...`) or an absolute URL, as a CMS would give it; the embedded dataset admits only its own `/media/` files. */
export const ImageUrl = v.pipe(
  v.string(),
  v.regex(/^(?:\/|https?:\/\/)\S+$/, 'must be a site path or an absolute URL'),
);
/**
 * A video file follows the picture's rule (and the embedded dataset's check of shipped files).
 * @alias a name of its own, so a schema says which it holds
 */
export const VideoUrl = ImageUrl;
/** `srcset` syntax: one or more `url 320w` candidates, each URL following the picture's rule. */
export const Srcset = v.pipe(
  v.string(),
  v.regex(/^(?:\/|https?:\/\/)\S+ \d+w(?:, (?:\/|https?:\/\/)\S+ \d+w)*$/, 'must be "url 320w, url 640w"'),
);
const Pixels = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * What a page needs to show an item's picture well: words for those who cannot see it, its
 * intrinsic size (no layout shift) and, for raster pictures, the same picture at several widths
 * (`srcset`, in the picture's own format) and in smaller formats (`sources`).
 */
export const Picture = v.object({
  alt: Text,
  width: Pixels,
  height: Pixels,
  srcset: v.optional(Srcset),
  sources: v.optional(v.array(v.object({ type: v.picklist(['image/avif', 'image/webp']), srcset: Srcset }))),
});
export type Picture = v.InferOutput<typeof Picture>;

export const IsoDate = v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'));
export const Price = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A phone is 12 digits, 380 and 9 more. */
export const Phone = v.pipe(v.string(), v.regex(/^380\d{9}$/, 'must be 12 digits starting with 380'));

/** A doctor named by another item (who reviewed an article, who treats a condition): enough to show and link them. */
export const DoctorRef = v.object({
  slug: Slug,
  name: Text,
  position: Text,
  /** The doctor's first direction: their page is `/likari/{direction}/{slug}`. */
  direction: Slug,
  photo: v.optional(ImageUrl),
});
export type DoctorRef = v.InferOutput<typeof DoctorRef>;

/** A reference to another item: enough to name it and link to it. */
export const Ref = v.object({ slug: Slug, name: Text });
export type Ref = v.InferOutput<typeof Ref>;
