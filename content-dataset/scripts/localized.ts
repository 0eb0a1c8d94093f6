/** A text of the dataset in both languages of the site. */
export interface L {
  uk: string;
  en: string;
}

export const l = (uk: string, en: string): L => ({ uk, en });
