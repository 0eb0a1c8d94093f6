import type { Locale } from '@clinic/contracts/locale';
import type { Direction } from '@clinic/contracts/content/direction';

/** Where content comes from: the embedded dataset (default) or an upstream clinic CMS. */
export interface ContentSource {
  directions(locale: Locale, query: { clinic_slug?: string }): Promise<Direction[]>;
}
