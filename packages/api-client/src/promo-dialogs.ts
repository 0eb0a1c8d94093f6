import type { Locale } from '@clinic/contracts/locale';
import type { OperationQuery } from '@clinic/contracts/content/operation';
import { getPromoDialogs } from '@clinic/contracts/content/promo-dialog';
import { fetchOperation } from './operation.ts';

export type PromoDialogsQuery = OperationQuery<typeof getPromoDialogs>;

export function fetchPromoDialogs(locale: Locale, query: PromoDialogsQuery = {}, signal?: AbortSignal) {
  return fetchOperation(locale, getPromoDialogs, query, signal);
}
