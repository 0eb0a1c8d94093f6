/** Texts of the payment remote. */
export const payment = {
  uk: {},
  en: {},
} as const;
