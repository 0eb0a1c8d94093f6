/** Texts of the search remote. */
export const search = {
  uk: {},
  en: {},
} as const;
