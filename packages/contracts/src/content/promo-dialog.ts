import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { Id, ImageUrl, Text } from './fields.ts';

/** field for field; the local `isOpen` flag is added by the dialog state, not the API. */
export const PromoDialogSchema = v.object({
  id: Id,
  image: v.nullable(ImageUrl),
  title: Text,
  desc: Text,
  btn_name: Text,
  /** A path without locale prefix; the client localizes it. */
  btn_path: v.pipe(v.string(), v.startsWith('/')),
  /** Spelled so in the API: seconds before the pop-up opens. */
  deley: v.pipe(v.number(), v.minValue(0)),
});
export type PromoDialog = v.InferOutput<typeof PromoDialogSchema>;

export const PromoDialogListSchema = v.array(PromoDialogSchema);

/** What a promo pop-up can be attached to; without a relation the site-wide ones are listed. */
export const PROMO_RELATION_TYPES = ['page', 'direction', 'doctor', 'post', 'action', 'complex', 'disease'] as const;
export type PromoRelationType = (typeof PROMO_RELATION_TYPES)[number];

export const getPromoDialogs = contentOperation(
  'dialogs/get-dialogs-promo/',
  ['relation_type', 'relation_slug'],
  PromoDialogListSchema,
);
