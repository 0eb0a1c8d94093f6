import * as v from 'valibot';

export const SOCIAL_TYPES = ['instagram', 'facebook', 'tiktok', 'youtube'] as const;

export const SocialLinkSchema = v.object({
  type: v.picklist(SOCIAL_TYPES),
  link: v.pipe(v.string(), v.url()),
});
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;
