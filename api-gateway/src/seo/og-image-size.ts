/** Open Graph's recommended picture size, which Facebook, X, LinkedIn, Telegram and Viber all show whole. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
