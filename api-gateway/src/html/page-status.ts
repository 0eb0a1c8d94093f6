import type { Locale } from '@clinic/contracts/locale';
import type { RouteMatch } from '@clinic/contracts/routes';
import type { ContentSource } from '../content/source.ts';
import { SITE_NAME, pageMeta } from './page-meta.ts';

/** 404 when no route matches or the page's item does not exist (spec §8), else 200 (503 if content is unreachable). */
export async function resolvePageStatus(match: RouteMatch | null, content: ContentSource): Promise<number> {
  return (await pageMeta(match, content)).status;
}

export function pageTitle(locale: Locale, status: number): string {
  return status === 200 ? SITE_NAME[locale] : `${status} | ${SITE_NAME[locale]}`;
}
