import type { Action } from './action.ts';

// Apart from the schema: a page that asks whether a promotion runs does not load the schema library.

/** Whether a promotion still runs on `today` (YYYY-MM-DD). */
export function isActionActive(action: Pick<Action, 'active_to'>, today: string): boolean {
  return action.active_to >= today;
}
