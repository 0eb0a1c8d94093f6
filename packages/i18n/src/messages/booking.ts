/** Texts of the booking remote. */
export const booking = {
  uk: {},
  en: {},
} as const;
