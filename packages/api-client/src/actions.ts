import type { Locale } from '@clinic/contracts/locale';
import type { OperationQuery } from '@clinic/contracts/content/operation';
import { getActions } from '@clinic/contracts/content/action';
import { fetchOperation } from './operation.ts';

export type ActionsQuery = OperationQuery<typeof getActions>;

export function fetchActions(locale: Locale, query: ActionsQuery = {}, signal?: AbortSignal) {
  return fetchOperation(locale, getActions, query, signal);
}
