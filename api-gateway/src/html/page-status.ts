import type { Locale } from '@clinic/contracts/locale';
import type { RouteMatch } from '@clinic/contracts/routes';
import type { ContentSource } from '../content/source.ts';

/** 404 when no route matches or the page's item does not exist (spec §8), else 200. */
export async function resolvePageStatus(match: RouteMatch | null, content: ContentSource): Promise<number> {
  if (!match) return 404;
  if (match.route.id === 'direction-subdirection') {
    const directions = await content.directions(match.locale, {});
    if (!directions.some((direction) => direction.slug === match.params.direction)) return 404;
  }
  return 200;
}

const SITE_NAME: Record<Locale, string> = { uk: 'Мережа клінік', en: 'Clinic network' };

export function pageTitle(locale: Locale, status: number): string {
  return status === 404 ? `404 | ${SITE_NAME[locale]}` : SITE_NAME[locale];
}
